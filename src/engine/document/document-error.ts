/**
 * Why an uploaded document could not be read. The message is written for the reviewer who uploaded
 * it (what is wrong and what to do), so the server can show it as is (400/413/415).
 */
export class DocumentError extends Error {
  override readonly name = 'DocumentError';
}
