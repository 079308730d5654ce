/** Upload messages of spec §5, byte-identical to the server's. */
export const UPLOAD_MESSAGES = {
  required: '请选择文件',
  format: '文件格式不正确',
  unfinished: '有文件未完成上传!',
  failed: '上传文件失败',
} as const;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const LICENCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
/** Spec §5: 5 MB per file. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type FileProblem = 'format' | 'tooLarge';

/** What is wrong with a chosen file before it is sent, or null. */
export function checkFile(
  file: Pick<File, 'name' | 'size'>,
  extensions: readonly string[],
  maxBytes = MAX_UPLOAD_BYTES,
): FileProblem | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!extensions.includes(extension)) return 'format';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}
