import { LIMITS, type Language } from '@portal/contracts';
import { formatNumber } from '@portal/i18n';
import { checkFile, MEDIA_EXTENSIONS } from '@portal/ui';

/** Spec §5: what a chat may carry. */
export const CHAT_FILE_EXTENSIONS = MEDIA_EXTENSIONS;

export type ChosenFilesProblem =
  | { kind: 'required' }
  | { kind: 'tooMany' }
  | { kind: 'format'; name: string }
  | { kind: 'tooLarge'; name: string };

/**
 * What is wrong with the files chosen for one message, or null: at least one, at most 9
 * (counting those already waiting), jpg/jpeg/png/mp4, 5 MB each.
 */
export function checkChosenFiles(
  files: readonly Pick<File, 'name' | 'size'>[],
  alreadyChosen = 0,
): ChosenFilesProblem | null {
  if (files.length === 0) return { kind: 'required' };
  if (files.length + alreadyChosen > LIMITS.uploadMaxFiles) return { kind: 'tooMany' };
  for (const file of files) {
    const problem = checkFile(file, CHAT_FILE_EXTENSIONS);
    if (problem !== null) return { kind: problem, name: file.name };
  }
  return null;
}

/** Spec §9: sizes in KB with two decimals, the number written the reader's way ("1.024,50 KB"). */
export function formatKilobytes(bytes: number, language: Language): string {
  const kilobytes = formatNumber(bytes / 1024, language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${kilobytes} KB`;
}
