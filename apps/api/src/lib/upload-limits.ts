const MB = 1024 * 1024;

/**
 * The byte limits of a route that takes one identity or bank document, from its bounds in MB
 * (ID_CHECK_MAX_IMAGE_MB, ID_CHECK_MAX_PDF_MB): the multipart reader stops a byte past the larger
 * bound (the file reads as truncated), and the body has room for that file and its form, so a file
 * too large is answered 413 with the bound's message, not cut off by the body limit.
 */
export function uploadByteLimits(boundsMb: { image: number; pdf: number }) {
  const largest = Math.max(boundsMb.image, boundsMb.pdf) * MB;
  return { fileSize: largest + 1, bodyLimit: largest + 2 * MB };
}
