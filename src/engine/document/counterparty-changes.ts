/**
 * Which clauses the counterparty changed in a DOCX that arrives with tracked changes: per clause, each
 * author's inserted and deleted words (their `w:ins` / `w:del` in the body), so that the report can say
 * "changed by Jane Roe: inserted "sixty (60)", deleted "thirty (30)"". Clauses are found in the body as
 * the Word writer finds them (the text as it reads with the changes accepted).
 */
import { findBody, readBody, type TBodyRevision } from './docx-body';
import { DOCUMENT_PART, decoder, unzipDocx } from './docx-package';
import { locateTexts } from './docx-place-changes';
import { parseXml } from './xml-tree';

export type TCounterpartyChange = {
  author: string;
  /** The latest date of the author's changes in the clause, as the document records it. */
  date?: string;
  inserted: string[];
  deleted: string[];
};

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The changes falling in body range [start, end), by author in order of appearance. */
const changesIn = (revisions: TBodyRevision[], [start, end]: [number, number]): TCounterpartyChange[] => {
  const byAuthor = new Map<string, TCounterpartyChange>();
  for (const revision of revisions) {
    const inside =
      revision.kind === 'inserted'
        ? revision.at < end && start < revision.end
        : start <= revision.at && revision.at <= end;
    const text =
      revision.kind === 'inserted'
        ? words(revision.text.slice(Math.max(0, start - revision.at), end - revision.at))
        : words(revision.text);
    if (!inside || text === '') continue;
    const entry = byAuthor.get(revision.author) ?? { author: revision.author, inserted: [], deleted: [] };
    entry[revision.kind].push(text);
    if (revision.date && (!entry.date || revision.date > entry.date)) entry.date = revision.date;
    byAuthor.set(revision.author, entry);
  }
  return [...byAuthor.values()];
};

/**
 * For each clause text (in document order), the tracked changes already in the DOCX that fall in it;
 * empty lists when it has none or cannot be found, and for a document that cannot be read.
 */
export const counterpartyChanges = (
  docx: Uint8Array,
  clauses: readonly string[],
): TCounterpartyChange[][] => {
  const none = clauses.map(() => []);
  try {
    const xml = decoder.decode(unzipDocx(docx, true)[DOCUMENT_PART] as Uint8Array);
    const bodyElement = findBody(xml, parseXml(xml));
    if (!bodyElement) return none;
    const body = readBody(xml, bodyElement);
    if (body.revisions.length === 0) return none;
    return locateTexts(body, clauses).map((range) => (range ? changesIn(body.revisions, range) : []));
  } catch {
    return none;
  }
};
