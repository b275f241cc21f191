import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';
import { createTestApp, type TTestApp } from './support/test-app';

describe('npm run seed:demo', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  it('creates a demo user whose playbook has NDA and MSA with 6+ trained categories each', async () => {
    const cookie = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
    const library = (await t.get('/api/v1/train/get-contracts/', cookie)).json().data;
    expect(library.all_contracts).toEqual(['NDA', 'Master Services Agreement']);
    for (const [index, contract] of library.all_contracts.entries()) {
      const categories: string[] = library.all_categories[index][contract];
      expect(categories.length).toBeGreaterThanOrEqual(6);
      for (const level of ['preferred_clause', 'acceptable_clause', 'unacceptable_clause']) {
        for (const entry of library[level][index][contract]) {
          expect((Object.values(entry)[0] as string).split(/\s+/).length).toBeGreaterThan(30);
        }
      }
    }
    expect(library.all_categories[0].NDA).toEqual(
      expect.arrayContaining(['Governing Law', 'Limitation of Liability']),
    );
  });

  it('can run again without duplicating anything', async () => {
    await seedDemo(t.db);
    const cookie = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
    const library = (await t.get('/api/v1/train/get-contracts/', cookie)).json().data;
    expect(library.all_contracts).toHaveLength(2);
    expect(
      library.category_versions[0].NDA.every((v: Record<string, number>) => Object.values(v)[0] === 1),
    ).toBe(true);
  });
});

/** The README's own walk-through on the demo playbook: the clause it pastes and the edit it makes. */
describe("the README's example", () => {
  let t: TTestApp;
  afterAll(() => t.close());

  it('tests the clause it pastes and refines the preferred rewrite with its edit', async () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8').replace(
      /\s+/g,
      ' ',
    );
    const clause = /choose NDA and Term and Termination under Clause Testing, paste `([^`]+)`/.exec(
      readme,
    )?.[1];
    const instruction = /Refine it with an edit such as `([^`]+)`/.exec(readme)?.[1];
    expect(clause).toBeDefined();
    expect(instruction).toBe('replace "30 days" with "45 days"');
    t = await createTestApp();
    await seedDemo(t.db);
    const user = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
    const test = {
      selected_contract: 'NDA',
      selected_category: 'Term and Termination',
      input_clause: clause as string,
    };
    const tested = await t.post('/api/v1/test/final/text-clause/', test, user);
    expect(tested.statusCode, tested.body).toBe(200);
    const preferred: string = tested.json().data.preferred_final_clause;
    expect(preferred).toContain("thirty (30) days' notice");
    const refined = await t.post(
      '/api/v1/test/refine/text-clause/',
      {
        ...test,
        clause_type: 'preferred',
        preferred_clause: preferred,
        user_feedback: instruction as string,
      },
      user,
    );
    expect(refined.statusCode, refined.body).toBe(200);
    expect(refined.json().data.preferred_final_clause).toBe(
      preferred.replace("thirty (30) days' notice", "forty-five (45) days' notice"),
    );
  });
});
