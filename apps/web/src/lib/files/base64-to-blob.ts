/**
 * A document the API sends inline (ged/download, ged/downloadDocGedByCode, files): its base64
 * content becomes a Blob of the given type. A data-URL prefix (`data:...;base64,`), if any, is
 * dropped, and so is any whitespace a transport may have wrapped the text with.
 */
export function base64ToBlob(base64: string, contentType = 'application/pdf'): Blob {
  const payload = base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: contentType || 'application/pdf' });
}
