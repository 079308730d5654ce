import { useRef } from 'react';

/** Which arrow keys move within a composite widget (WAI-ARIA APG "roving tabindex"). */
export type RovingOrientation = 'horizontal' | 'both';

const STEPS: Record<RovingOrientation, Record<string, number>> = {
  horizontal: { ArrowRight: 1, ArrowLeft: -1 },
  both: { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 },
};

/**
 * The item a key moves to among `count` items of a tab list, radio group or toolbar, from the one
 * at `index`: arrows step and wrap around, Home and End go to the first and the last. `null` for
 * any other key, which the widget then leaves to the browser.
 */
export function nextRovingIndex(
  key: string,
  index: number,
  count: number,
  orientation: RovingOrientation = 'horizontal',
): number | null {
  if (count === 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = STEPS[orientation][key];
  return step === undefined ? null : (index + step + count) % count;
}

/**
 * The items of a roving-tabindex widget by key, so that a key press can move the focus to the item
 * `nextRovingIndex` chose: `itemRef(key)` goes on each item's `ref`, `focusItem(key)` focuses one.
 */
export function useRovingFocus<Item extends HTMLElement = HTMLButtonElement>() {
  const items = useRef(new Map<string, Item>());
  return {
    itemRef: (key: string) => (item: Item | null) => {
      if (item) items.current.set(key, item);
      else items.current.delete(key);
    },
    focusItem: (key: string) => items.current.get(key)?.focus(),
  };
}
