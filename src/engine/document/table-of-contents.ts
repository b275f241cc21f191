/**
 * An entry of a table of contents: a section's number and title, then the page it starts on, with or
 * without dot leaders ("10.3 Delay of Shipment 27", "ARTICLE V ... 12", "Payment of Invoices ..... 27").
 */
const ENTRY =
  /^(?:(?:section|article|clause)\s+)?[\dIVXivx]+(?:\.\d+)*\.?\s+\S.{0,80}?(?:\s|\.{2,}\s*)\d{1,3}$/i;
const LEADERED = /^\S.{0,80}?\.{3,}\s*\d{1,3}$/;
const CONTENTS_TITLE = /^(?:table of )?contents$/i;
/** How much of a piece must be entries for it to be a table of contents, and how many entries at least. */
const ENTRY_SHARE = 0.6;
const MIN_ENTRIES = 2;

/** The entries of a piece of text: its lines, and the cells of lines set out as a table ("… 27 | 10.4 …"). */
const entriesOf = (text: string) =>
  text
    .split(/\n|\s\|\s/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^\|?$/.test(line));

/**
 * Whether a piece of a contract is (part of) its table of contents rather than a clause: most of its
 * lines name a section and end with a page number. Such a piece is no clause anyone reviews.
 */
export const isTableOfContents = (text: string) => {
  const lines = entriesOf(text);
  // Headings in capitals ("MASTER SUPPLY AGREEMENT", "TABLE OF CONTENTS") go with the entries they head.
  const titled = lines.some((line) => CONTENTS_TITLE.test(line));
  const entries = lines.filter((line) => !(line === line.toUpperCase() && !/\d\s*$/.test(line)));
  const listed = entries.filter((entry) => ENTRY.test(entry) || LEADERED.test(entry));
  return (
    listed.length >= (titled ? 1 : MIN_ENTRIES) &&
    entries.length > 0 &&
    listed.length / entries.length >= ENTRY_SHARE
  );
};
