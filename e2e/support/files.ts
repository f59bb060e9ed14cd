/** Small real files a person attaches: a one-page PDF and a 1×1 PNG, typed by their bytes. */
export const PDF_FILE = {
  name: 'releve.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  ),
};

export const PNG_FILE = {
  name: 'capture.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** A text file renamed .png: its bytes say it is not an image. */
export const RENAMED_FILE = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('MZ this is not a png'),
};
