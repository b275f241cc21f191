import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyClauses, missingCategories, type TCategoryProfile } from './classify-clauses';
import { detectFileKind } from './detect-file-kind';
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
});
