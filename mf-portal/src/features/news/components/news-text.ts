export const SUMMARY_MAX_LENGTH = 200;

/** The stored text's paragraphs: blocks separated by one or more blank lines. */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** At most {@link SUMMARY_MAX_LENGTH} characters, the last one an ellipsis when cut. */
export function shortSummary(summary: string): string {
  const characters = Array.from(summary.trim());
  return characters.length <= SUMMARY_MAX_LENGTH
    ? characters.join('')
    : `${characters.slice(0, SUMMARY_MAX_LENGTH - 1).join('')}…`;
}
