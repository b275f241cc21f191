import { parseRedline } from '../../shared/redline-markup';
import { redline } from '../redline';

/**
 * The redline of a rewrite against its clause, as segments. Every check of one rewrite asks for it, one
 * after another: the last pair's segments are kept (one entry, so nothing grows), and shared read-only.
 */
let lastRedline: { clause: string; rewrite: string; segments: ReturnType<typeof parseRedline> } | undefined;
const redlineSegments = (clause: string, rewrite: string) => {
  if (lastRedline?.clause !== clause || lastRedline.rewrite !== rewrite)
    lastRedline = { clause, rewrite, segments: parseRedline(redline(clause, rewrite)) };
  return lastRedline.segments;
};

/** The stretches of text a rewrite adds to the clause, in order (the redline's insertions). */
export const insertedText = (clause: string, rewrite: string): string[] =>
  redlineSegments(clause, rewrite)
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
  for (const segment of redlineSegments(clause, rewrite)) {
    if (segment.kind === 'deleted') continue;
    if (segment.kind === 'inserted') spans.push({ start: at, end: at + segment.text.length });
    at += segment.text.length;
  }
  return spans;
};
