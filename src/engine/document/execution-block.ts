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

const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const OPENER = EXECUTION_OPENERS.map((opener) => escapePattern(opener).replace(/ /g, '\\s+')).join('|');
const AT_START = new RegExp(`^(?:${OPENER})`, 'i');
/** After a sentence's end and its spaces: the testimonium running on in a paragraph. */
const AFTER_SENTENCE = new RegExp(`(?<=[.;]["”’)]*\\s+)(?:${OPENER})`, 'i');

/** Whether a paragraph (or line) opens the execution block. */
export const startsExecution = (text: string) => AT_START.test(text.trimStart());

/** Where in a line that does not start with it the execution block opens, or -1. */
export const executionOffset = (line: string) => AFTER_SENTENCE.exec(line)?.index ?? -1;

/** What follows the signatures: a line opening with one of these words is a heading again. */
export const ATTACHMENT_WORDS = ['exhibit', 'schedule', 'annex', 'appendix', 'attachment', 'addendum'];

const ATTACHMENT = new RegExp(`^(?:${ATTACHMENT_WORDS.join('|')})\\b`, 'i');

/** Whether a line opens an attachment ("EXHIBIT A", "Schedule 2 – Fees"). */
export const startsAttachment = (text: string) => ATTACHMENT.test(text.trimStart());
