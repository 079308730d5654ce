import type { ReactNode } from 'react';

/**
 * The home page's service icons as inline SVG: no icon font, no emoji or symbol character that a
 * system may lack, and no icon library on home. Decorative: each service's name is written beside.
 */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A box in three dimensions: digital products. */
export function DigitalProductIcon() {
  return (
    <Icon>
      <path d="M12 2.5 20.5 7v10L12 21.5 3.5 17V7z" />
      <path d="M3.5 7 12 11.5 20.5 7M12 11.5v10" />
    </Icon>
  );
}

/** Two opposite arrows: supply meets demand. */
export function DemandHallIcon() {
  return (
    <Icon>
      <path d="M4 8h15m-4-4 4 4-4 4" />
      <path d="M20 16H5m4-4-4 4 4 4" />
    </Icon>
  );
}

/** A medal: success stories. */
export function SuccessCaseIcon() {
  return (
    <Icon>
      <circle cx="12" cy="9" r="6" />
      <path d="M8.5 14 7 22l5-3 5 3-1.5-8" />
    </Icon>
  );
}

/** An envelope: messages. */
export function MessagesIcon() {
  return (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </Icon>
  );
}

/** Panels of a dashboard: the workbench. */
export function WorkbenchIcon() {
  return (
    <Icon>
      <rect x="3" y="3" width="7" height="9" rx="1" />
      <rect x="14" y="3" width="7" height="5" rx="1" />
      <rect x="14" y="12" width="7" height="9" rx="1" />
      <rect x="3" y="16" width="7" height="5" rx="1" />
    </Icon>
  );
}
