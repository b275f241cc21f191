import { escapeRegExp } from '../terms/text-tokens';

/**
 * Where a contract's operative text ends: the testimonium ("IN WITNESS WHEREOF, the parties have
 * executed this Agreement …"), the signature-page markers drafters put before the signatures, and a
 * letter's closing ("Very truly yours,"). What follows is the execution block — signatures, then
 * exhibits — never part of the last clause.
 *
 * Openers are compared case-insensitively at the start of a paragraph, or after a sentence's end where
 * the testimonium runs on in the last clause's paragraph ("… prior agreement. IN WITNESS WHEREOF, …").
 */
export const EXECUTION_OPENERS = [
  'in witness whereof',
  'in witness thereof',
  'in witness of which',
  '[signature page follows]',
  '[signatures follow]',
  '[signature pages follow]',
  '[remainder of page intentionally left blank]',
  '[the remainder of this page is intentionally left blank]',
  // A letter agreement's closing, before its signature.
  'very truly yours',
  'yours truly',
  'sincerely yours',
  'yours sincerely',
  'yours faithfully',
];

const OPENER = EXECUTION_OPENERS.map((opener) => escapeRegExp(opener).replace(/ /g, '\\s+')).join('|');
const AT_START = new RegExp(`^(?:${OPENER})`, 'i');
/** A sentence's end and its spaces, then the testimonium running on in a paragraph (matched forward: a
 * look-behind over the spaces would be quadratic in a long run of them). */
const AFTER_SENTENCE = new RegExp(`[.;]["”’)]*\\s+(?=${OPENER})`, 'i');

/** Whether a paragraph (or line) opens the execution block. */
export const startsExecution = (text: string) => AT_START.test(text.trimStart());

/** Where in a line that does not start with it the execution block opens, or -1. */
export const executionOffset = (line: string) => {
  const match = AFTER_SENTENCE.exec(line);
  return match ? match.index + match[0].length : -1;
};

/** Lines of a signature block: a party's name in capitals followed by one of these is no heading. */
export const SIGNATURE_LINE_STARTS = [
  'by:',
  'by :',
  'per:',
  'name:',
  'title:',
  'date:',
  'its:',
  'signature',
  '/s/',
];

/** Whether a line is a signature line ("By: /s/ Jane Roe", "Name:", "Title: CEO"). */
export const isSignatureLine = (text: string) => {
  const lower = text.trimStart().toLowerCase();
  return SIGNATURE_LINE_STARTS.some((start) => lower.startsWith(start));
};

/** What follows the signatures: a line opening with one of these words is a heading again. */
export const ATTACHMENT_WORDS = ['exhibit', 'schedule', 'annex', 'appendix', 'attachment', 'addendum'];

const ATTACHMENT = new RegExp(`^(?:${ATTACHMENT_WORDS.join('|')})\\b`, 'i');

/** Whether a line opens an attachment ("EXHIBIT A", "Schedule 2 – Fees"). */
export const startsAttachment = (text: string) => ATTACHMENT.test(text.trimStart());
