import { FIRST_PAINT_ELEMENT_ID } from '@portal/contracts';

/**
 * Takes the server's first paint of the page's screen away (see FIRST_PAINT_ELEMENT_ID), unless
 * it was painted for `keptFor`, the path whose screen is still on its way.
 */
export function dismissFirstPaint(keptFor?: string): void {
  const paint = document.getElementById(FIRST_PAINT_ELEMENT_ID);
  if (paint && paint.dataset.path !== keptFor) paint.remove();
}
