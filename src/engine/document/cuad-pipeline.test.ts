import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { classifyClauses, missingCategories, type TCategoryProfile } from './classify-clauses';
import { detectFileKind } from './detect-file-kind';
import { readDocxText, textToRedlineDocx } from './docx-redline';
import { extractText } from './extract-text';
import { MAX_CLAUSE_WORDS, splitClauses } from './split-clauses';

/** The whole pipeline on one real filing from the CUAD sample (skipped where the sample is absent). */
const DIR = '/work/shared/data/cuad-dev';
const BASE = '04_CORIOINC_07_20_2000-EX-10.5-LICENSE_AND_HOSTING_AGREEMENT';
const present = existsSync(join(DIR, 'contracts', `${BASE}.pdf`));

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

describe.skipIf(!present)('pipeline on a real contract (CUAD)', () => {
  it('extracts, splits and classifies with sane counts', async () => {
    const bytes = new Uint8Array(readFileSync(join(DIR, 'contracts', `${BASE}.pdf`)));
    expect(detectFileKind(bytes.subarray(0, 8192))).toBe('pdf');
    const { text, pages } = await extractText(bytes, 'pdf');
    expect(pages).toBe(13);
    expect(words(text).length).toBeGreaterThan(8000);

    const clauses = splitClauses(text);
    expect(clauses.length).toBeGreaterThan(50);
    expect(clauses.length).toBeLessThan(200);
    for (const clause of clauses) {
      expect(clause.text).toBe(text.slice(clause.start, clause.end));
      expect(words(clause.text).length).toBeLessThanOrEqual(MAX_CLAUSE_WORDS + 20);
    }
    const headings = clauses.map((clause) => clause.heading);
    expect(headings).toContain('9 LIMITATION OF LIABILITY');
    expect(headings.some((heading) => /^14\.3 Choice of Law/.test(heading))).toBe(true);

    const info = JSON.parse(readFileSync(join(DIR, 'categories.json'), 'utf8')) as Record<
      string,
      { description: string; in_clauses_jsonl: boolean }
    >;
    const playbook: TCategoryProfile[] = Object.entries(info)
      .filter(([, category]) => category.in_clauses_jsonl)
      .map(([name, category]) => ({
        name,
        guidelines: {
          preferred: category.description,
          acceptable: category.description,
          unacceptable: category.description,
        },
      }));
    const classes = classifyClauses(clauses, playbook);
    const categoryOf = (needle: string) =>
      classes[clauses.findIndex((clause) => clause.text.replace(/\s+/g, ' ').includes(needle))]?.category;
    expect(categoryOf('governed by the laws of the State of California')).toBe('Governing Law');
    expect(categoryOf('Escrow Account')).toBe('Source Code Escrow');
    expect(missingCategories(classes, playbook)).not.toContain('Governing Law');

    // Every annotated clause is covered (≥ 50% of its words) by one detected clause.
    const annotations = (
      JSON.parse(readFileSync(join(DIR, 'contracts', `${BASE}.json`), 'utf8')) as {
        annotations: { category: string; text: string }[];
      }
    ).annotations.filter((annotation) => info[annotation.category]?.in_clauses_jsonl);
    const bags = clauses.map((clause) => {
      const bag = new Map<string, number>();
      for (const word of words(clause.text)) bag.set(word, (bag.get(word) ?? 0) + 1);
      return bag;
    });
    const found = annotations.filter((annotation) => {
      const wanted = words(annotation.text);
      return bags.some((bag) => {
        const left = new Map(bag);
        let shared = 0;
        for (const word of wanted) {
          const count = left.get(word) ?? 0;
          if (count > 0) {
            shared += 1;
            left.set(word, count - 1);
          }
        }
        return shared / wanted.length >= 0.5;
      });
    });
    expect(found.length / annotations.length).toBeGreaterThan(0.9);
  }, 30_000);

  it('gives clauses and a Word file that read as the contract’s paragraphs, and reads that file back alike', async () => {
    const { text } = await extractText(
      new Uint8Array(readFileSync(join(DIR, 'contracts', `${BASE}.pdf`))),
      'pdf',
    );
    const paragraphs = text.split('\n\n');
    const clauses = splitClauses(text);
    // No hard line breaks inside a paragraph, no page numbers or filing legends between its words.
    for (const clause of clauses) expect(clause.text).not.toMatch(/[^\n]\n[^\n]/);
    const pageNumbers = /\p{Ll},? \d{1,2} \d{1,2} \p{L}|Certain information on this page|^\d{1,2}$/u;
    expect(paragraphs.filter((paragraph) => pageNumbers.test(paragraph))).toEqual([]);
    // A sentence that ran over a page break (and two page numbers) is one paragraph again.
    const delivery = paragraphs.find((paragraph) => paragraph.startsWith('3.1 Delivery and Acceptance.'));
    expect(delivery).toContain('will be provided to Corio. Within thirty (30) days of delivery');

    // The acceptable output: every clause with "shall" rewritten, as tracked changes.
    const changes = clauses
      .filter((clause) => /\bshall\b/.test(clause.text))
      .map((clause) => ({ original: clause.text, revised: clause.text.replace(/\bshall\b/g, 'must') }));
    const docx = textToRedlineDocx(text, changes, {
      author: 'reviewer',
      date: new Date('2025-01-02T03:04:05Z'),
    });
    const xml = strFromU8(unzipSync(docx)['word/document.xml'] as Uint8Array);
    const wordParagraphs = xml.match(/<w:p[ >]/g) ?? [];
    // One Word paragraph per source paragraph (13 pages: far more than 13), none of them with page numbers.
    expect(wordParagraphs.length).toBe(paragraphs.length);
    expect(wordParagraphs.length).toBeGreaterThan(120);
    const accepted = readDocxText(docx, 'accept').split('\n');
    expect(accepted.filter((paragraph) => pageNumbers.test(paragraph))).toEqual([]);
    expect(xml).toContain(
      '<w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t xml:space="preserve">9 LIMITATION OF LIABILITY.',
    );
    expect(readDocxText(docx, 'reject').split('\n')).toEqual(paragraphs);

    // Uploaded again, the Word file gives about as many clauses as the PDF did.
    const again = splitClauses((await extractText(docx, 'docx')).text);
    expect(Math.abs(again.length - clauses.length)).toBeLessThanOrEqual(clauses.length * 0.1);
  }, 30_000);
});
