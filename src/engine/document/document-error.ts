/**
 * Why an uploaded document could not be read. The message is written for the reviewer who uploaded
 * it (what is wrong and what to do), so the server can show it as is (400/413/415).
 */
export class DocumentError extends Error {
  override readonly name = 'DocumentError';
}

/**
 * A document refused for what it would become (decision 037): past a limit on unpacked bytes, pages
 * or characters, or a zip bomb. An upload refused for this is answered 413.
 */
export class DocumentLimitError extends DocumentError {}
