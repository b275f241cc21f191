/**
 * Word's text as the pane works with it: paragraph marks, line breaks and table-cell marks as '\n', any
 * other control character (a field's or an object's placeholder) as a space. Each character stays one
 * character, so offsets in it are offsets in Word's own text.
 */
export const normalizeWordText = (raw: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: Word's marks are control characters.
  raw.replace(/[\r\u000b\u0007]/g, '\n').replace(/(?![\t\n])\p{Cc}/gu, ' ');

/** What Check selection read and sent: Word's text, and the trimmed clause the server was given. */
export type TCheckedText = {
  /** The selection's text exactly as Word gave it: Insert checks the selection still reads so. */
  raw: string;
  /** The clause sent to Clausebook (trimmed, as the server trims it). */
  clause: string;
  /** Where `clause` starts in the selection's text. */
  lead: number;
};

export const checkedTextOf = (raw: string): TCheckedText => {
  const text = normalizeWordText(raw);
  const clause = text.trim();
  return { raw, clause, lead: clause === '' ? 0 : text.indexOf(clause) };
};
