/** Upload messages of spec §5, byte-identical to the server's. */
export const UPLOAD_MESSAGES = {
  required: '请选择文件',
  format: '文件格式不正确',
  unfinished: '有文件未完成上传!',
  failed: '上传文件失败',
} as const;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const LICENCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
