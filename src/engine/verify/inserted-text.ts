import { parseRedline } from '../../shared/redline-markup';
import { redline } from '../redline';

/** The stretches of text a rewrite adds to the clause, in order (the redline's insertions). */
export const insertedText = (clause: string, rewrite: string): string[] =>
  parseRedline(redline(clause, rewrite))
    .filter((segment) => segment.kind === 'inserted')
    .map((segment) => segment.text);

/** Quotes a stretch of text for a message, shortened to about a line. */
export const quoted = (text: string, limit = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > limit ? `${flat.slice(0, limit - 1)}…` : flat}"`;
};

/** Where the stretches a rewrite adds stand in the rewrite (offsets in the rewrite's text). */
export const insertedSpans = (clause: string, rewrite: string): { start: number; end: number }[] => {
  const spans: { start: number; end: number }[] = [];
  let at = 0;
  for (const segment of parseRedline(redline(clause, rewrite))) {
    if (segment.kind === 'deleted') continue;
    if (segment.kind === 'inserted') spans.push({ start: at, end: at + segment.text.length });
    at += segment.text.length;
  }
  return spans;
};
