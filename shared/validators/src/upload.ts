/** The upload messages of spec §5 and §8, shared by the apps and the server's answers. */
export const UPLOAD_MESSAGES = {
  required: '请选择文件',
  format: '文件格式不正确',
  unfinished: '有文件未完成上传!',
  failed: '上传文件失败',
} as const;
