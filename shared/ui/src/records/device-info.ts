/** The server keeps at most this many characters of device info. */
export const DEVICE_INFO_MAX_LENGTH = 200;

// Order matters: Edge and Opera also claim Chrome, Chrome also claims Safari.
const BROWSERS: readonly [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+).*Safari\//],
];

const SYSTEMS: readonly [string, RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux|X11/],
];

/** A short description of the browser, e.g. "Chrome 131 · Windows", for the viewing history. */
export function describeDevice(userAgent: string): string {
  const browser = BROWSERS.map(([name, pattern]) => {
    const match = pattern.exec(userAgent);
    return match ? `${name} ${match[1]}` : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const parts = [browser, system].filter(Boolean);
  const description = parts.length > 0 ? parts.join(' · ') : userAgent.trim();
  return description.slice(0, DEVICE_INFO_MAX_LENGTH);
}
