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
