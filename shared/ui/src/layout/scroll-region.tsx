import type { ReactNode } from 'react';
import './scroll-region.css';

/**
 * A box that scrolls sideways when its content (a wide table) is wider than the screen, instead
 * of the page. It is a named region in the tab order, so keyboard users can scroll it too
 * (WCAG 2.1.1); antd's own `scroll.x` scrolls an unfocusable element.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="scroll-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
