import { LIMITS } from '@portal/contracts';

/** Spec §5: what attachments and chat messages may carry, images and short videos. */
export const MEDIA_EXTENSIONS = ['jpg', 'jpeg', 'png', 'mp4'] as const;

export type FileProblem = 'format' | 'tooLarge';

/** What is wrong with a chosen file before it is sent (its extension, its size), or null. */
export function checkFile(
  file: Pick<File, 'name' | 'size'>,
  extensions: readonly string[],
  maxBytes: number = LIMITS.uploadMaxBytes,
): FileProblem | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!extensions.includes(extension)) return 'format';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}
