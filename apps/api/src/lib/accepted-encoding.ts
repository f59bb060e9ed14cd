/** The compression a request accepts, brotli first; undefined: send the bytes as they are. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = header ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}
