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
