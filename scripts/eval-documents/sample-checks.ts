/**
 * Checks on the real filings of the CUAD sample, run by eval-documents after its measures. They were
 * engine unit tests; the dev contracts stay here, in the eval, and the unit tests state rules with
 * written text. Each check says what must hold; eval-documents prints the ones that do not and exits 1.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import {
  classifyClauses,
  missingCategories,
  type TCategoryProfile,
} from '../../src/engine/document/classify-clauses';
import { detectFileKind } from '../../src/engine/document/detect-file-kind';
import { readDocxText, textToRedlineDocx } from '../../src/engine/document/docx-redline';
import { extractText } from '../../src/engine/document/extract-text';
import { isPageNumberLine } from '../../src/engine/document/running-lines';
import { MAX_CLAUSE_WORDS, splitClauses, type TClauseSpan } from '../../src/engine/document/split-clauses';
import { DEMO_PLAYBOOK } from '../../src/server/seed/demo-playbook';

export type TSampleCheck = { name: string; holds: boolean };

/** The sample's licence and hosting agreement between Corio and Commerce One (13 pages). */
const CORIO = '04_CORIOINC_07_20_2000-EX-10.5-LICENSE_AND_HOSTING_AGREEMENT';
/** Page numbers and filing legends that must not be left between a paragraph's words. */
const PAGE_FURNITURE = /\p{Ll},? \d{1,2} \d{1,2} \p{L}|Certain information on this page|^\d{1,2}$/u;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Spans in order, not overlapping, trimmed, text === slice; between them no line with words is lost. */
const spansTile = (text: string, spans: TClauseSpan[]) => {
  const ordered = spans.every(
    (span, i) =>
      span.index === i &&
      span.start < span.end &&
      span.text === text.slice(span.start, span.end) &&
      span.text === span.text.trim() &&
      (i === 0 || span.start >= (spans[i - 1] as TClauseSpan).end),
  );
  let at = 0;
  let nothingLost = true;
  for (const span of [...spans, { start: text.length, end: text.length }]) {
    for (const line of text.slice(at, span.start).split('\n')) {
      if (!isPageNumberLine(line.trim()) && /\p{L}{2,}/u.test(line)) nothingLost = false;
    }
    at = span.end;
  }
  return ordered && nothingLost;
};

/** Every .txt of the sample splits into spans that tile it, mostly headed, none too long. */
const splitChecks = (contractsDir: string): TSampleCheck[] =>
  readdirSync(contractsDir)
    .filter((name) => name.endsWith('.txt'))
    .flatMap((file) => {
      const text = readFileSync(join(contractsDir, file), 'utf8');
      const spans = splitClauses(text);
      const headed = spans.filter((span) => span.heading !== '').length;
      return [
        { name: `${file}: clause spans tile the text`, holds: spansTile(text, spans) },
        { name: `${file}: more than 30 clauses`, holds: spans.length > 30 },
        { name: `${file}: more than half the clauses headed`, holds: headed / spans.length > 0.5 },
        {
          name: `${file}: no clause over the word limit`,
          holds: spans.every((span) => words(span.text).length <= MAX_CLAUSE_WORDS + 20),
        },
      ];
    });

/** The annotations of a category the playbook lists, each covered (≥ 50 % of its words) by one clause. */
const annotationCoverage = (dir: string, clauses: TClauseSpan[], listed: (category: string) => boolean) => {
  const { annotations } = JSON.parse(readFileSync(join(dir, 'contracts', `${CORIO}.json`), 'utf8')) as {
    annotations: { category: string; text: string }[];
  };
  const wanted = annotations.filter((annotation) => listed(annotation.category));
  const bags = clauses.map((clause) => {
    const bag = new Map<string, number>();
    for (const word of words(clause.text)) bag.set(word, (bag.get(word) ?? 0) + 1);
    return bag;
  });
  const covered = wanted.filter((annotation) => {
    const needed = words(annotation.text);
    return bags.some((bag) => {
      const left = new Map(bag);
      let shared = 0;
      for (const word of needed) {
        const count = left.get(word) ?? 0;
        if (count > 0) {
          shared += 1;
          left.set(word, count - 1);
        }
      }
      return shared / needed.length >= 0.5;
    });
  });
  return covered.length / wanted.length;
};

/** The licence's PDF and the text read from it. */
type TReadPdf = { bytes: Uint8Array; text: string; pages?: number };

/** The PDF read, split and classified against CUAD's own category descriptions. */
const pipelineChecks = (dir: string, { bytes, text, pages }: TReadPdf): TSampleCheck[] => {
  const clauses = splitClauses(text);
  const info = JSON.parse(readFileSync(join(dir, 'categories.json'), 'utf8')) as Record<
    string,
    { description: string; in_clauses_jsonl: boolean }
  >;
  const playbook: TCategoryProfile[] = Object.entries(info)
    .filter(([, category]) => category.in_clauses_jsonl)
    .map(([name, { description }]) => ({
      name,
      guidelines: { preferred: description, acceptable: description, unacceptable: description },
    }));
  const classes = classifyClauses(clauses, playbook);
  const categoryOf = (needle: string) =>
    classes[clauses.findIndex((clause) => clause.text.replace(/\s+/g, ' ').includes(needle))]?.category;
  const headings = clauses.map((clause) => clause.heading);
  return [
    { name: 'CORIO: read as a PDF', holds: detectFileKind(bytes.subarray(0, 8192)) === 'pdf' },
    { name: 'CORIO: 13 pages, over 8,000 words', holds: pages === 13 && words(text).length > 8000 },
    { name: 'CORIO: 50 to 200 clauses', holds: clauses.length > 50 && clauses.length < 200 },
    {
      name: 'CORIO: each clause is its slice, none over the word limit',
      holds: clauses.every(
        (clause) =>
          clause.text === text.slice(clause.start, clause.end) &&
          words(clause.text).length <= MAX_CLAUSE_WORDS + 20,
      ),
    },
    {
      name: 'CORIO: headings "9 LIMITATION OF LIABILITY" and "14.3 Choice of Law"',
      holds:
        headings.includes('9 LIMITATION OF LIABILITY') &&
        headings.some((heading) => /^14\.3 Choice of Law/.test(heading)),
    },
    {
      name: 'CORIO: the California choice of law under Governing Law, not reported missing',
      holds:
        categoryOf('governed by the laws of the State of California') === 'Governing Law' &&
        !missingCategories(classes, playbook).includes('Governing Law'),
    },
    {
      name: 'CORIO: the escrow clause under Source Code Escrow',
      holds: categoryOf('Escrow Account') === 'Source Code Escrow',
    },
    {
      name: 'CORIO: over 90 % of the annotated clauses covered by one clause',
      holds: annotationCoverage(dir, clauses, (category) => info[category]?.in_clauses_jsonl === true) > 0.9,
    },
  ];
};

/** The Word file of tracked changes made from the PDF: the contract's paragraphs, read back alike. */
const wordFileChecks = async ({ text }: TReadPdf): Promise<TSampleCheck[]> => {
  const paragraphs = text.split('\n\n');
  const clauses = splitClauses(text);
  const delivery = paragraphs.find((paragraph) => paragraph.startsWith('3.1 Delivery and Acceptance.'));
  const changes = clauses
    .filter((clause) => /\bshall\b/.test(clause.text))
    .map((clause) => ({ original: clause.text, revised: clause.text.replace(/\bshall\b/g, 'must') }));
  const docx = textToRedlineDocx(text, changes, {
    author: 'reviewer',
    date: new Date('2025-01-02T03:04:05Z'),
  });
  const xml = strFromU8(unzipSync(docx)['word/document.xml'] as Uint8Array);
  const wordParagraphs = xml.match(/<w:p[ >]/g) ?? [];
  const again = splitClauses((await extractText(docx, 'docx')).text);
  const rejected = readDocxText(docx, 'reject').split('\n');
  return [
    {
      name: 'CORIO: no hard line break inside a clause, no page furniture between paragraphs',
      holds:
        clauses.every((clause) => !/[^\n]\n[^\n]/.test(clause.text)) &&
        !paragraphs.some((paragraph) => PAGE_FURNITURE.test(paragraph)),
    },
    {
      name: 'CORIO: a sentence over a page break is one paragraph again',
      holds: delivery?.includes('will be provided to Corio. Within thirty (30) days of delivery') === true,
    },
    {
      name: 'CORIO: one Word paragraph per paragraph (over 120), none of them page furniture',
      holds:
        wordParagraphs.length === paragraphs.length &&
        wordParagraphs.length > 120 &&
        !readDocxText(docx, 'accept')
          .split('\n')
          .some((paragraph) => PAGE_FURNITURE.test(paragraph)),
    },
    {
      name: 'CORIO: the Word file heads section 9 and, rejected, is the text again',
      holds:
        xml.includes(
          '<w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t xml:space="preserve">9 LIMITATION OF LIABILITY.',
        ) && JSON.stringify(rejected) === JSON.stringify(paragraphs),
    },
    {
      name: 'CORIO: the Word file uploaded again gives clauses within 10 % of the PDF’s',
      holds: Math.abs(again.length - clauses.length) <= clauses.length * 0.1,
    },
  ];
};

/** Issue 10's cases: sections filed under the demo MSA playbook's categories by heading and wording. */
const demoPlaybookChecks = ({ text }: TReadPdf): TSampleCheck[] => {
  const clauses = splitClauses(text);
  const msa = DEMO_PLAYBOOK.find((contract) => contract.name === 'Master Services Agreement');
  const classes = classifyClauses(clauses, msa?.categories ?? []);
  const categoryOf = (heading: RegExp) =>
    classes[clauses.findIndex((clause) => heading.test(clause.heading))]?.category;
  return [
    {
      name: 'CORIO × demo MSA: "6 TRADEMARKS" not Confidentiality',
      holds: categoryOf(/^6\s+TRADEMARKS/) !== 'Confidentiality',
    },
    {
      name: 'CORIO × demo MSA: "14.9 Bankruptcy" not Intellectual Property',
      holds: categoryOf(/^14\.9\s+Bankruptcy/) !== 'Intellectual Property',
    },
    {
      name: 'CORIO × demo MSA: "9 LIMITATION OF LIABILITY" under Limitation of Liability',
      holds: categoryOf(/^9\s+LIMITATION OF LIABILITY/) === 'Limitation of Liability',
    },
    {
      name: 'CORIO × demo MSA: "14.3 Choice of Law" under Governing Law',
      holds: categoryOf(/^14\.3\s+Choice of Law/) === 'Governing Law',
    },
    {
      name: 'CORIO × demo MSA: "7.3 Product Warranty" under Warranties',
      holds: categoryOf(/^7\.3\s+Product Warranty/) === 'Warranties',
    },
  ];
};

/** Every check on the sample in `dir` (holding contracts/ and categories.json). */
export const runSampleChecks = async (dir: string): Promise<TSampleCheck[]> => {
  const bytes = new Uint8Array(readFileSync(join(dir, 'contracts', `${CORIO}.pdf`)));
  const pdf = { bytes, ...(await extractText(bytes, 'pdf')) };
  return [
    ...splitChecks(join(dir, 'contracts')),
    ...pipelineChecks(dir, pdf),
    ...(await wordFileChecks(pdf)),
    ...demoPlaybookChecks(pdf),
  ];
};
