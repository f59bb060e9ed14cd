/**
 * Reads an uploaded file's bytes: the content type from its signature (never its name), the page
 * count of a PDF or the dimensions of a PNG or JPEG, and whether the file is whole (readable).
 */
export type TSniffedType = 'application/pdf' | 'image/png' | 'image/jpeg';

export type TSheetFacts = {
  contentType: TSniffedType;
  /** PDF pages (1 for an image). */
  pages: number;
  /** Image size in pixels; null for a PDF. */
  width: number | null;
  height: number | null;
  /** False when the file is empty or truncated (no end marker, no page, no dimensions). */
  readable: boolean;
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The content type told by the first bytes, or null when the file is none of PDF, PNG, JPEG. */
export function sniffContentType(bytes: Uint8Array): TSniffedType | null {
  if (bytes.length >= 4 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46)
    return 'application/pdf';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((value, index) => bytes[index] === value)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Pages of a PDF: each `/Type /Page` object (not `/Pages`). */
export function countPdfPages(bytes: Uint8Array): number {
  const text = Buffer.from(bytes).toString('latin1');
  return (text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

function pngDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4).
  if (bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    // Start-of-frame markers (baseline, progressive...) carry height then width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = (bytes[offset + 5]! << 8) | bytes[offset + 6]!;
      const width = (bytes[offset + 7]! << 8) | bytes[offset + 8]!;
      return { width, height };
    }
    offset += 2 + length;
  }
  return null;
}

function endsWith(bytes: Uint8Array, tail: number[], slack: number): boolean {
  const from = Math.max(0, bytes.length - tail.length - slack);
  const window = bytes.subarray(from);
  for (let index = 0; index + tail.length <= window.length; index++) {
    if (tail.every((value, at) => window[index + at] === value)) return true;
  }
  return false;
}

const PNG_IEND = [0x49, 0x45, 0x4e, 0x44];
const JPEG_EOI = [0xff, 0xd9];
const PDF_EOF = [...'%%EOF'].map((char) => char.charCodeAt(0));

/** Everything the analyser needs from one file, or null when its bytes are not an accepted type. */
export function readSheet(bytes: Uint8Array): TSheetFacts | null {
  const contentType = sniffContentType(bytes);
  if (!contentType) return null;
  if (contentType === 'application/pdf') {
    const pages = countPdfPages(bytes);
    return {
      contentType,
      pages,
      width: null,
      height: null,
      readable: pages > 0 && endsWith(bytes, PDF_EOF, 64),
    };
  }
  const size = contentType === 'image/png' ? pngDimensions(bytes) : jpegDimensions(bytes);
  const whole = contentType === 'image/png' ? endsWith(bytes, PNG_IEND, 8) : endsWith(bytes, JPEG_EOI, 16);
  return {
    contentType,
    pages: 1,
    width: size?.width ?? null,
    height: size?.height ?? null,
    readable: whole && !!size && size.width > 0 && size.height > 0,
  };
}
