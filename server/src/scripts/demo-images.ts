import { deflateSync } from 'node:zlib';

/**
 * Pictures for the demo data, made without network or image libraries: small PNGs (uploads
 * accept only JPG/PNG). Product pictures have a two-colour band pattern, one palette per HS
 * chapter, so cards differ at a glance; company logos an emblem on a colour of their own.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A hue from a string (the HS chapter), so products of one chapter share a palette. */
function hueOf(seed: string): number {
  let hash = 7;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

type Rgb = [number, number, number];

function hslToRgb(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** An 8-bit truecolour PNG of the given size, one colour per pixel from `colourAt`. */
function encodePng(width: number, height: number, colourAt: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = colourAt(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 240×180 RGB PNG: diagonal bands in the chapter's hue, a lighter disc in the middle. */
export function demoProductPng(chapter: string, variant: number): Buffer {
  const width = 240;
  const height = 180;
  const hue = hueOf(chapter);
  const dark = hslToRgb(hue, 0.55, 0.38);
  const light = hslToRgb(hue, 0.6, 0.62);
  const disc = hslToRgb((hue + 40 + variant * 25) % 360, 0.7, 0.85);
  return encodePng(width, height, (x, y) => {
    const dx = x - width / 2;
    const dy = y - height / 2;
    const inDisc = dx * dx + dy * dy < 55 * 55;
    const band = Math.floor((x + y + variant * 9) / 18) % 2 === 0;
    return inDisc ? disc : band ? dark : light;
  });
}

/** The emblems a demo logo can carry, centred on a 160×160 square (true: emblem colour). */
const EMBLEMS: ((dx: number, dy: number) => boolean)[] = [
  // a disc
  (dx, dy) => dx * dx + dy * dy < 44 * 44,
  // a diamond
  (dx, dy) => Math.abs(dx) + Math.abs(dy) < 52,
  // a ring
  (dx, dy) => {
    const r2 = dx * dx + dy * dy;
    return r2 < 48 * 48 && r2 > 28 * 28;
  },
  // three waves
  (dx, dy) => {
    if (Math.abs(dx) > 50) return false;
    const wave = dy - 8 * Math.sin(dx / 10);
    return [-26, 0, 26].some((line) => Math.abs(wave - line) < 6);
  },
  // a leaf: two overlapping discs
  (dx, dy) =>
    (dx - 18) ** 2 + (dy - 18) ** 2 < 48 * 48 && (dx + 18) ** 2 + (dy + 18) ** 2 < 48 * 48,
];

/**
 * A company logo for the demo data: a 160×160 PNG, a rounded square in a hue of the company's
 * own (from `seed`, e.g. its key) carrying one of a few emblems (`variant`), so that the
 * companies of the demo tell apart at a glance in lists and on their pages.
 */
export function demoLogoPng(seed: string, variant: number): Buffer {
  const size = 160;
  const radius = 28;
  const hue = hueOf(seed);
  const page: Rgb = [255, 255, 255];
  const ground = hslToRgb(hue, 0.6, 0.34);
  const emblem = hslToRgb((hue + 45) % 360, 0.85, 0.8);
  const shape = EMBLEMS[variant % EMBLEMS.length]!;
  return encodePng(size, size, (x, y) => {
    // Outside the rounded corners the logo is white, like the page it sits on.
    const cx = Math.min(Math.max(x, radius), size - 1 - radius);
    const cy = Math.min(Math.max(y, radius), size - 1 - radius);
    if ((x - cx) ** 2 + (y - cy) ** 2 > radius * radius) return page;
    return shape(x - size / 2, y - size / 2) ? emblem : ground;
  });
}
