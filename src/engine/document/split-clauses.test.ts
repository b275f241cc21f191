import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPageNumberLine } from './running-lines';
import { MAX_CLAUSE_WORDS, splitClauses, type TClauseSpan } from './split-clauses';

const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

/** Spans in order, not overlapping, trimmed, text === slice; nothing with words is lost. */
const expectInvariants = (text: string, spans: TClauseSpan[]) => {
  spans.forEach((span, i) => {
    expect(span.index).toBe(i);
    expect(span.start).toBeLessThan(span.end);
    expect(span.text).toBe(text.slice(span.start, span.end));
    expect(span.text).toBe(span.text.trim());
    if (i > 0) expect(span.start).toBeGreaterThanOrEqual((spans[i - 1] as TClauseSpan).end);
  });
  // Between spans lie only whitespace, page numbers and wordless debris.
  let at = 0;
  for (const span of [...spans, { start: text.length, end: text.length }]) {
    for (const line of text.slice(at, span.start).split('\n')) {
      if (!isPageNumberLine(line.trim())) expect(line.match(/\p{L}{2,}/gu), `lost: ${line}`).toBeNull();
    }
    at = span.end;
  }
};

/** Wraps a paragraph at `width` characters, as a PDF's text layer does. */
const wrap = (paragraph: string, width: number) => {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
};

const LOREM =
  'the supplier shall deliver the goods to the customer within the agreed period and the customer shall pay each invoice in full without set off or deduction of any kind';
const sentence = (n: number) =>
  `${LOREM.split(' ')
    .slice(0, 8 + (n % 20))
    .join(' ')}.`.replace(/^t/, 'T');

describe('splitClauses: examples', () => {
  it('splits numbered sections, keeps their headings, drops page numbers', () => {
    const text = [
      'MASTER SERVICES AGREEMENT',
      '',
      'This Agreement is made between Alpha Limited (the "Supplier") and Beta Inc. (the "Customer") on 1 May 2024.',
      '',
      '1. DEFINITIONS',
      'In this Agreement the words below have the meanings given to them in this section.',
      '',
      '2. LIMITATION OF LIABILITY',
      '2.1 Neither party limits its liability for death or personal injury caused by its negligence.',
      '2.2 Each party’s total liability is capped at the fees paid in the twelve months before the claim.',
      '',
      'Page 3 of 12',
      '',
      '3. GOVERNING LAW',
      'This Agreement is governed by the laws of England and Wales, and the courts of London decide disputes.',
    ].join('\n');
    const spans = splitClauses(text);
    expectInvariants(text, spans);
    expect(spans.map((span) => span.heading)).toEqual([
      'MASTER SERVICES AGREEMENT',
      '1. DEFINITIONS',
      '2. LIMITATION OF LIABILITY',
      '3. GOVERNING LAW',
    ]);
    expect(spans[2]?.text).toMatch(/^2\. LIMITATION OF LIABILITY\n2\.1 Neither.*\n2\.2 Each.*claim\.$/);
    expect(spans.some((span) => span.text.includes('Page 3'))).toBe(false);
  });

  it('joins line-wrapped PDF lines into their paragraph and does not split at cross-references', () => {
    const body1 = `${sentence(5)} ${sentence(12)} ${sentence(3)} The fees are set out in Section 2.1(c) and are payable in arrears.`;
    const text = [
      'ARTICLE IV',
      'FEES AND PAYMENT',
      wrap(`Section 4.1 Fees. ${body1}`, 70).replace('in Section 2.1(c)', 'in Section\n2.1(c)'),
      wrap(`Section 4.2 Late Payment. ${sentence(9)} ${sentence(14)}`, 70),
      'ARTICLE V',
      'TERM',
      wrap(`Section 5.1 Term. ${sentence(7)} ${sentence(2)}`, 70),
    ].join('\n');
    const spans = splitClauses(text);
    expectInvariants(text, spans);
    expect(spans.map((span) => span.heading)).toEqual(['ARTICLE IV FEES AND PAYMENT', 'ARTICLE V TERM']);
    expect(spans[0]?.text).toContain('in Section\n2.1(c) and are payable');
    expect(spans[0]?.text).toContain('Section 4.2 Late Payment.');
  });

  it('splits a long section at its sub-sections and a long paragraph at sentence ends', () => {
    const long = Array.from({ length: 18 }, (_, i) => sentence(i)).join(' '); // ~300 words
    const text = [
      '7. INDEMNITIES',
      `7.1 Supplier Indemnity. ${long}`,
      `7.2 Customer Indemnity. ${long}`,
      '',
      Array.from({ length: 90 }, (_, i) => sentence(i)).join(' '),
    ].join('\n');
    const spans = splitClauses(text);
    expectInvariants(text, spans);
    expect(spans.map((span) => span.heading).slice(0, 2)).toEqual([
      '7.1 Supplier Indemnity',
      '7.2 Customer Indemnity',
    ]);
    expect(spans[0]?.text.startsWith('7. INDEMNITIES\n7.1 Supplier Indemnity.')).toBe(true);
    const tail = spans.slice(2);
    expect(tail.length).toBeGreaterThanOrEqual(3);
    for (const span of spans) expect(words(span.text)).toBeLessThanOrEqual(MAX_CLAUSE_WORDS);
    for (const span of tail) expect(span.text).toMatch(/\.$/);
  });

  it('keeps an introduction with its list items, and sub-clauses under the section title', () => {
    const text = [
      '9. TERMINATION',
      '9.1 Either party may terminate this Agreement by written notice if the other party:',
      '(a) commits a material breach and does not remedy it within thirty (30) days;',
      '(b) becomes insolvent or enters into any arrangement with its creditors; or',
      '(c) ceases to carry on business.',
      '9.2 Termination does not affect rights accrued before the date of termination.',
    ].join('\n');
    const spans = splitClauses(text);
    expectInvariants(text, spans);
    expect(spans).toHaveLength(1);
    expect(spans[0]?.heading).toBe('9. TERMINATION');
  });

  it('treats paragraphs and Title Case headings of a DOCX (blank-line separated) as sections', () => {
    const paragraph = (n: number) => Array.from({ length: 14 }, (_, i) => sentence(n + i)).join(' ');
    const text = [
      'Confidentiality',
      '',
      paragraph(1),
      '',
      paragraph(2),
      '',
      'Governing Law',
      '',
      sentence(4),
    ].join('\n');
    const spans = splitClauses(text);
    expectInvariants(text, spans);
    expect(spans.map((span) => span.heading)).toEqual([
      'Confidentiality',
      'Confidentiality',
      'Governing Law',
    ]);
    expect(spans[0]?.text.startsWith('Confidentiality\n\n')).toBe(true);
  });

  it('splits the paragraphs of a PDF (one a line, blank lines between) at their numbering', () => {
    const definitions = Array.from(
      { length: 12 },
      (_, i) =>
        `1.${i + 3} "Term ${i + 3}" means ${sentence(i + 14).toLowerCase()} ${sentence(i + 3).toLowerCase()}`,
    );
    const text = [
      '1. DEFINITIONS.',
      'The following terms shall have the following meanings:',
      '1.1 "Software" means the software described in Exhibit A and all updates of it made available to the Customer.',
      '1.2 "ASP" means Application Service Provider.',
      ...definitions,
      '2. GRANT OF RIGHTS.',
      `2.1 Hosting Licence. ${sentence(15)} ${sentence(16)}`,
    ].join('\n\n');
    const spans = splitClauses(text);
    expectInvariants(text, spans);
    // A defined term ("1.2 "ASP" means …") is a clause of the definitions, not a heading of its own.
    const headings = spans.map((span) => span.heading);
    expect(new Set(headings.slice(0, -1))).toEqual(new Set(['1. DEFINITIONS']));
    expect(headings.at(-1)).toBe('2. GRANT OF RIGHTS');
    for (const span of spans) expect(span.text).not.toMatch(/[^\n]\n[^\n]/);
  });

  it('takes the title from the next line when the number stands alone on its line', () => {
    const text = `2.8\nOwnership. ${sentence(12)}\n\n2.9\nNew Products. ${sentence(13)}`;
    const spans = splitClauses(text);
    expectInvariants(text, spans);
    expect(spans.map((span) => span.heading)).toEqual(['2.8 Ownership', '2.9 New Products']);
  });

  it('goes on with a list after the lines a colon introduced, and keeps those lines in their item', () => {
    const text = [
      '(d) Exhibits and Schedules',
      'The following Schedules are a part of and are integral to this Agreement:',
      'Schedule “1” - Solution Specifications',
      'Schedule “2” - Support Procedures',
      'Schedule “3” - Source Code Escrow',
      '(e) Entire Agreement',
      sentence(21),
      '(f) Governing Law:',
      sentence(22),
    ].join('\n\n');
    const spans = splitClauses(text);
    expectInvariants(text, spans);
    expect(spans.map((span) => span.heading)).toEqual([
      '(d) Exhibits and Schedules',
      '(e) Entire Agreement',
      '(f) Governing Law',
    ]);
    expect(spans[0]?.text).toMatch(/Schedule “3” - Source Code Escrow$/);
    // A heading after such a list is still a heading.
    const then = `1. SCHEDULES\n\nThe following are attached:\n\nSchedule 1 - Services\n\nSchedule 2 - Fees\n\nGOVERNING LAW\n\n${sentence(26)}`;
    expect(splitClauses(then).map((span) => span.heading)).toEqual(['1. SCHEDULES', 'GOVERNING LAW']);
  });

  it('ends the last clause where the testimonium starts, on its own line or after a sentence', () => {
    const signatures = [
      'ACME CORPORATION BETA LIMITED',
      'By: /s/ Jane Roe By: /s/ John Doe',
      'Name: Jane Roe',
    ];
    const ownParagraph = [
      '14. MISCELLANEOUS',
      `14.1 Counterparts. ${sentence(23)}`,
      'IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.',
      ...signatures,
      'EXHIBIT A',
      `Products. ${sentence(24)}`,
    ].join('\n\n');
    const runOn = `14.1 Counterparts. ${sentence(23)} IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.\n\n${signatures.join('\n\n')}`;
    for (const text of [ownParagraph, runOn]) {
      const spans = splitClauses(text);
      expectInvariants(text, spans);
      const counterparts = spans.find((span) => span.text.includes('Counterparts'));
      expect(counterparts?.text).toMatch(/Counterparts/);
      expect(counterparts?.text).not.toMatch(/WITNESS/);
      const execution = spans.find((span) => span.text.startsWith('IN WITNESS WHEREOF'));
      expect(execution?.heading).toBe('');
      // Marked, so that nobody reviews it; the clauses are not.
      expect(spans.filter((span) => span.execution)).toEqual([execution]);
      // The party names in capitals are signature lines of the execution block, not a heading.
      expect(execution?.text).toMatch(/Name: Jane Roe$/);
    }
    expect(splitClauses(ownParagraph).at(-1)?.heading).toBe('EXHIBIT A');
    // What follows the signatures under a title of its own is not part of them.
    const sow = `${runOn}\n\nSTATEMENT OF WORK\n\n${sentence(27)}`;
    expect(splitClauses(sow).at(-1)?.heading).toBe('STATEMENT OF WORK');
    const fees = splitClauses(`${runOn}\n\nExhibit B: Fees\n\n${sentence(28)}`).at(-1);
    expect([fees?.heading, fees?.execution]).toEqual(['Exhibit B: Fees', undefined]);
    // A letter agreement's closing ends its last paragraph too.
    const letter = `8. Governing Law. ${sentence(25)} Very truly yours,\n\nACME CORPORATION\n\nName: Jane Roe`;
    expect(splitClauses(letter).map((span) => span.text.startsWith('Very truly yours'))).toEqual([
      false,
      true,
    ]);
  });

  it('merges tiny fragments (signature lines) and returns nothing for empty text', () => {
    const text = [
      '12. NOTICES',
      `${sentence(10)} ${sentence(3)}`,
      'IN WITNESS WHEREOF the parties have signed this Agreement.',
      'By: ________',
      'Name:',
      'Title:',
      '- 7 -',
    ].join('\n');
    const spans = splitClauses(text);
    expectInvariants(text, spans);
    for (const span of spans) expect(words(span.text)).toBeGreaterThanOrEqual(8);
    expect(spans[spans.length - 1]?.text.endsWith('Title:')).toBe(true);
    expect(splitClauses('')).toEqual([]);
    expect(splitClauses('  \n\n 3 \n')).toEqual([]);
  });
});

describe('splitClauses: invariants', () => {
  const token = fc.oneof(
    fc.constantFrom(
      'the',
      'Supplier',
      'shall',
      'pay',
      'within',
      '30',
      'days.',
      'Agreement;',
      'and',
      '(a)',
      '(ii)',
      '1.',
      '2.3',
      'Section',
      'ARTICLE',
      'IV',
      'Page',
      '—',
      '“Term”',
      '[***]',
      ':',
    ),
    fc.string({ minLength: 1, maxLength: 8 }),
  );
  const line = fc.array(token, { minLength: 0, maxLength: 18 }).map((tokens) => tokens.join(' '));
  const document = fc
    .array(
      fc.oneof(
        line,
        line,
        fc.constantFrom('', '', '7', 'Page 2 of 9', '1. TERM AND TERMINATION', 'Governing Law', '(b)'),
      ),
      {
        maxLength: 80,
      },
    )
    .map((lines) => lines.join(fc.sample(fc.constantFrom('\n', '\n', '\r\n', '\n\n'), 1)[0] ?? '\n'));

  it('holds for random documents', () => {
    fc.assert(
      fc.property(document, (text) => expectInvariants(text, splitClauses(text))),
      { numRuns: 300 },
    );
  });

  it('holds for arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => expectInvariants(text, splitClauses(text))),
      {
        numRuns: 300,
      },
    );
  });
});
