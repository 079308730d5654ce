import { imageSize } from 'image-size';

/**
 * File types decided by the file's first bytes (its signature), never by its name or the browser's
 * Content-Type (security note 8). Only the allow-listed types are recognised; SVG and HTML never are.
 */
export type FileKind = 'image' | 'video' | 'file';

export interface DetectedType {
  mimeType: 'image/jpeg' | 'image/png' | 'video/mp4' | 'application/pdf';
  extension: 'jpg' | 'png' | 'mp4' | 'pdf';
  fileType: FileKind;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(buffer: Buffer, bytes: number[], offset = 0): boolean {
  return bytes.every((byte, index) => buffer[offset + index] === byte);
}

/** The allow-listed type of these bytes, or null. PDF only when `allowPdf` (licences). */
export function detectFileType(buffer: Buffer, { allowPdf = false } = {}): DetectedType | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) {
    return { mimeType: 'image/jpeg', extension: 'jpg', fileType: 'image' };
  }
  if (startsWith(buffer, PNG))
    return { mimeType: 'image/png', extension: 'png', fileType: 'image' };
  // ISO base media: a box size, then 'ftyp' and an MP4-family brand.
  if (buffer.length >= 12 && buffer.toString('latin1', 4, 8) === 'ftyp') {
    const brand = buffer.toString('latin1', 8, 12);
    if (/^(isom|iso[2-9]|mp4[12]|avc1|M4V |MSNV|dash|mmp4)$/.test(brand)) {
      return { mimeType: 'video/mp4', extension: 'mp4', fileType: 'video' };
    }
  }
  if (allowPdf && buffer.toString('latin1', 0, 5) === '%PDF-') {
    return { mimeType: 'application/pdf', extension: 'pdf', fileType: 'file' };
  }
  return null;
}

/**
 * Decoding an image takes memory in proportion to its pixels, not its bytes: a 58 KB PNG can declare
 * 30000×30000 px (3.6 GB once decoded) for whichever browser or thumbnailer opens it. An uploaded
 * image may have at most this many pixels a side and in all (docs/security.md, "Uploads").
 */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TOO_LARGE_MSG = '图片尺寸过大：每边不超过12000像素，总共不超过4000万像素';

/**
 * Whether an image's pixel dimensions, as its header declares them (read without decoding), stay
 * within the limits. A header the reader cannot make sense of declares no size a decoder would
 * allocate for, so only the signature rule above applies to it.
 */
export function imageDimensionsAccepted(buffer: Buffer): boolean {
  let size: { width: number; height: number };
  try {
    size = imageSize(buffer);
  } catch {
    return true;
  }
  const { width, height } = size;
  return width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;
}
