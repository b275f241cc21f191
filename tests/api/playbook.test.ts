import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  clauseCategories,
  contractTypes,
  guidelines,
  guidelineVersions,
} from '../../src/server/db/schema';
import { acceptAll, rejectAll } from '../../src/shared/redline-markup';
import { createTestApp, type TTestApp } from './support/test-app';

const TRAIN = {
  selected_contract: 'NDA',
  selected_category: 'Governing Law',
  preferred_clause: 'This Agreement is governed by the laws of the State of New York.',
  acceptable_clause: 'This Agreement is governed by the laws of the State of Delaware.',
  unacceptable_clause: 'This Agreement is governed by the laws of the Supplier’s home country.',
};

describe('playbook as a user of the company', () => {
  let t: TTestApp;
  let user: string;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.loginAsAdmin();
    user = await t.loginAsUser(admin, await t.addCompany(admin, 'Acme'));
  });
  afterAll(() => t.close());

  it('starts empty, in the spec shape', async () => {
    const response = await t.get('/api/v1/train/get-contracts/', user);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      all_contracts: [],
      all_categories: [],
      preferred_clause: [],
      acceptable_clause: [],
      unacceptable_clause: [],
      category_versions: [],
      contract_roles: [],
    });
  });

  it('adds contract types (201) and answers the refreshed library', async () => {
    const response = await t.post('/api/v1/train/add-contract/', { contract_name: 'NDA' }, user);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Contract is added to the database successfully.');
    expect(response.json().data.all_contracts).toEqual(['NDA']);
    expect(response.json().data.all_categories).toEqual([{ NDA: [] }]);
    const second = await t.post(
      '/api/v1/train/add-contract/',
      { contract_name: 'Master Services Agreement' },
      user,
    );
    expect(second.json().data.all_contracts).toEqual(['NDA', 'Master Services Agreement']);
  });

  it('refuses a duplicate contract type, case-insensitively (409)', async () => {
    const response = await t.post('/api/v1/train/add-contract/', { contract_name: 'nda' }, user);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A contract type named "NDA" already exists.');
  });

  it('adds categories (201); duplicates within the same contract are 409, across contracts fine', async () => {
    const add = (contract: string, category: string) =>
      t.post('/api/v1/train/add-category/', { contract_name: contract, category_name: category }, user);
    const first = await add('NDA', 'Governing Law');
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Clause is added to the database successfully.');
    expect(first.json().data.all_categories).toEqual([
      { NDA: ['Governing Law'] },
      { 'Master Services Agreement': [] },
    ]);
    expect(first.json().data.preferred_clause).toEqual([
      { NDA: [{ 'Governing Law': '' }] },
      { 'Master Services Agreement': [] },
    ]);
    expect((await add('NDA', 'Term')).statusCode).toBe(201);
    const dup = await add('nda', 'GOVERNING LAW');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('"NDA" already has a clause category named "Governing Law".');
    expect((await add('Master Services Agreement', 'Governing Law')).statusCode).toBe(201);
    // A name that only looks different is the same name: decomposed accents, no-break spaces.
    expect((await add('NDA', 'Entire Agr\u00e9ement')).statusCode).toBe(201);
    const lookalike = await add('NDA', 'Entire\u00a0\u00a0Agre\u0301ement');
    expect(lookalike.statusCode).toBe(409);
    expect(lookalike.json().message).toBe(
      '"NDA" already has a clause category named "Entire Agr\u00e9ement".',
    );
    const invisible = await add('NDA', 'Term\u200b');
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().detail).toBe(
      'The category_name must not contain invisible characters (such as a zero-width space)',
    );
    const removed = await t.post(
      '/api/v1/train/remove-category/',
      { contractType: 'NDA', clauseType: 'Entire Agre\u0301ement' },
      user,
    );
    expect(removed.statusCode).toBe(200);
    // A name stored before names were cleaned (a no-break space, a zero-width space) is still found,
    // by its own bytes and by the name it looks like, and still blocks its lookalike.
    const [nda] = await t.db.select().from(contractTypes).where(eq(contractTypes.name, 'NDA'));
    await t.db
      .insert(clauseCategories)
      .values({ contractTypeId: nda?.id ?? 0, name: 'Force\u00a0Maj\u200beure' });
    expect((await add('NDA', 'force majeure')).statusCode).toBe(409);
    for (const name of ['Force Majeure', 'Force\u00a0Maj\u200beure']) {
      const history = await t.get(
        `/api/v1/train/history/?selected_contract=NDA&selected_category=${encodeURIComponent(name)}`,
        user,
      );
      expect(history.statusCode, name).toBe(200);
    }
    const removeLegacy = await t.post(
      '/api/v1/train/remove-category/',
      { contractType: 'NDA', clauseType: 'Force Majeure' },
      user,
    );
    expect(removeLegacy.statusCode).toBe(200);
    const unknown = await add('Lease', 'Rent');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no contract type "Lease".');
  });

  it('trains the three levels and returns them prefilled on reload', async () => {
    const response = await t.post('/api/v1/train/model/', { ...TRAIN, base_version: 0 }, user);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Model Trained Successfully!!');
    const library = (await t.get('/api/v1/train/get-contracts/', user)).json().data;
    expect(library.preferred_clause[0].NDA).toEqual([
      { 'Governing Law': TRAIN.preferred_clause },
      { Term: '' },
    ]);
    expect(library.acceptable_clause[0].NDA[0]['Governing Law']).toBe(TRAIN.acceptable_clause);
    expect(library.unacceptable_clause[0].NDA[0]['Governing Law']).toBe(TRAIN.unacceptable_clause);
    expect(library.category_versions[0].NDA[0]['Governing Law']).toBe(1);
  });

  it('refuses a stale base_version with 409 and keeps the newer text', async () => {
    const newer = {
      ...TRAIN,
      preferred_clause: `${TRAIN.preferred_clause} Courts of New York County have jurisdiction.`,
    };
    expect((await t.post('/api/v1/train/model/', { ...newer, base_version: 1 }, user)).statusCode).toBe(200);
    const stale = await t.post(
      '/api/v1/train/model/',
      { ...TRAIN, preferred_clause: 'Mine', base_version: 1 },
      user,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_EDIT',
      message: expect.stringContaining('you started from version 1, it is now version 2'),
    });
    const library = (await t.get('/api/v1/train/get-contracts/', user)).json().data;
    expect(library.preferred_clause[0].NDA[0]['Governing Law']).toBe(newer.preferred_clause);
  });

  it('saves a version only for levels that changed, and none when nothing changed', async () => {
    const before = await t.db.select().from(guidelineVersions);
    const library = (await t.get('/api/v1/train/get-contracts/', user)).json().data;
    const current = {
      ...TRAIN,
      preferred_clause: library.preferred_clause[0].NDA[0]['Governing Law'],
      base_version: 2,
    };
    expect((await t.post('/api/v1/train/model/', current, user)).statusCode).toBe(200);
    expect(await t.db.select().from(guidelineVersions)).toHaveLength(before.length);
    await t.post('/api/v1/train/model/', { ...current, acceptable_clause: 'Delaware law governs.' }, user);
    const after = await t.db.select().from(guidelineVersions).orderBy(asc(guidelineVersions.id));
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      level: 'acceptable',
      version: 3,
      authorName: 'jane.doe',
      authorRole: 'user',
    });
  });

  it('shows the history of a category with redlines between versions', async () => {
    const response = await t.get(
      '/api/v1/train/history/?selected_contract=NDA&selected_category=governing%20law',
      user,
    );
    expect(response.statusCode).toBe(200);
    const history = response.json().data;
    expect(history).toMatchObject({ contract: 'NDA', category: 'Governing Law', version: 3 });
    expect(
      history.versions.map((v: { level: string; version: number }) => `${v.level}@${v.version}`),
    ).toEqual(['acceptable@3', 'preferred@2', 'preferred@1', 'acceptable@1', 'unacceptable@1']);
    expect(history.versions[1].redline).toContain('**');
    expect(acceptAll(history.versions[1].redline)).toBe(history.versions[1].text);
    expect(rejectAll(history.versions[1].redline)).toBe(TRAIN.preferred_clause);
    expect(history.versions[2].redline).toBe(`**${TRAIN.preferred_clause}**`);
    expect(history.versions[0].author).toBe('jane.doe');
  });

  it.each([
    ['/api/v1/train/add-contract/', {}, 'The contract_name is required'],
    ['/api/v1/train/add-contract/', { contract_name: ' ' }, 'The contract_name is required'],
    [
      '/api/v1/train/add-contract/',
      { contract_name: 'c'.repeat(101) },
      'The contract_name must be at most 100 characters',
    ],
    ['/api/v1/train/add-category/', { contract_name: 'NDA' }, 'The category_name is required'],
    ['/api/v1/train/remove-contract/', {}, 'The contractType is required'],
    ['/api/v1/train/remove-category/', { contractType: 'NDA' }, 'The clauseType is required'],
    ['/api/v1/train/model/', { ...TRAIN, unacceptable_clause: '' }, 'The unacceptable_clause is required'],
    [
      '/api/v1/train/model/',
      { ...TRAIN, preferred_clause: 'x'.repeat(20_001) },
      'The preferred_clause must be at most 20000 characters',
    ],
    ['/api/v1/train/model/', { ...TRAIN, base_version: 'latest' }, 'The base_version must be a whole number'],
  ])('validates %s %o → 400', async (url, fields, detail) => {
    const response = await t.post(url, fields, user);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(detail);
  });

  it('answers 404 for unknown names when removing or training', async () => {
    expect((await t.post('/api/v1/train/remove-contract/', { contractType: 'Lease' }, user)).statusCode).toBe(
      404,
    );
    const category = await t.post(
      '/api/v1/train/remove-category/',
      { contractType: 'NDA', clauseType: 'Rent' },
      user,
    );
    expect(category.statusCode).toBe(404);
    expect(category.json().message).toBe('There is no clause category "Rent" in "NDA".');
    expect(
      (await t.post('/api/v1/train/model/', { ...TRAIN, selected_category: 'Rent' }, user)).statusCode,
    ).toBe(404);
  });

  it('removes a category (200) and answers the refreshed library', async () => {
    const response = await t.post(
      '/api/v1/train/remove-category/',
      { contractType: 'NDA', clauseType: 'term' },
      user,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Clause Category Removed Successfully!!');
    expect(response.json().data.all_categories[0]).toEqual({ NDA: ['Governing Law'] });
  });

  it('removes a contract type with its categories and guidelines', async () => {
    const response = await t.post('/api/v1/train/remove-contract/', { contractType: 'nda' }, user);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Contract Removed Successfully!!');
    expect(response.json().data.all_contracts).toEqual(['Master Services Agreement']);
    expect(await t.db.select().from(guidelines)).toHaveLength(0);
    // The contract's name can be used again.
    expect(
      (await t.post('/api/v1/train/add-contract/', { contract_name: 'NDA' }, user)).json().data
        .all_categories,
    ).toEqual([{ 'Master Services Agreement': ['Governing Law'] }, { NDA: [] }]);
  });

  it('writes every add, remove and train to the audit log', async () => {
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.actorName, 'jane.doe'))).map(
      (row) => row.action,
    );
    expect(new Set(actions)).toEqual(
      new Set([
        'contract-type.add',
        'clause-category.add',
        'guidelines.train',
        'clause-category.remove',
        'contract-type.remove',
      ]),
    );
  });
});

describe('playbook access and tenancy', () => {
  let t: TTestApp;
  let admin: string;
  let companyA: number;
  let companyB: number;
  let userA: string;
  let userB: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAsAdmin();
    companyA = await t.addCompany(admin, 'Company A');
    companyB = await t.addCompany(admin, 'Company B');
    userA = await t.loginAsUser(admin, companyA, 'alice');
    userB = await t.loginAsUser(admin, companyB, 'bob');
    await t.post('/api/v1/train/add-contract/', { contract_name: 'Secret A Contract' }, userA);
    await t.post(
      '/api/v1/train/add-category/',
      { contract_name: 'Secret A Contract', category_name: 'Indemnity' },
      userA,
    );
    await t.post(
      '/api/v1/train/model/',
      { ...TRAIN, selected_contract: 'Secret A Contract', selected_category: 'Indemnity' },
      userA,
    );
  });
  afterAll(() => t.close());

  const calls: [string, string, Record<string, string>][] = [
    ['GET', '/api/v1/train/get-contracts/', {}],
    ['GET', '/api/v1/train/history/?selected_contract=Secret%20A%20Contract&selected_category=Indemnity', {}],
    ['POST', '/api/v1/train/add-contract/', { contract_name: 'Injected' }],
    [
      'POST',
      '/api/v1/train/add-category/',
      { contract_name: 'Secret A Contract', category_name: 'Injected' },
    ],
    [
      'POST',
      '/api/v1/train/remove-category/',
      { contractType: 'Secret A Contract', clauseType: 'Indemnity' },
    ],
    [
      'POST',
      '/api/v1/train/model/',
      {
        ...TRAIN,
        selected_contract: 'Secret A Contract',
        selected_category: 'Indemnity',
        preferred_clause: 'Overwritten',
      },
    ],
    ['POST', '/api/v1/train/remove-contract/', { contractType: 'Secret A Contract' }],
  ];
  const call = (
    method: string,
    url: string,
    fields: Record<string, string>,
    cookie: string,
    companyId?: number,
  ) => {
    const scoped =
      companyId === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}company_id=${companyId}`;
    return method === 'GET' ? t.get(scoped, cookie) : t.post(scoped, fields, cookie);
  };

  it.each(calls)('refuses %s %s anonymously (401)', async (method, url, fields) => {
    expect((await call(method, url, fields, '')).statusCode).toBe(401);
  });

  it.each(calls)("refuses %s %s on another company's playbook (403)", async (method, url, fields) => {
    const response = await call(method, url, fields, userB, companyA);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You can only work with your own company.');
  });

  it('also refuses company_id sent as a form field', async () => {
    const response = await t.post(
      '/api/v1/train/add-contract/',
      { contract_name: 'Injected', company_id: companyA },
      userB,
    );
    expect(response.statusCode).toBe(403);
  });

  it("never shows company A's names to company B", async () => {
    const response = await t.get('/api/v1/train/get-contracts/', userB);
    expect(response.json().data.all_contracts).toEqual([]);
    expect(response.body).not.toContain('Secret A');
    const history = await call('GET', calls[1]?.[1] ?? '', {}, userB);
    expect(history.statusCode).toBe(404);
    expect(
      (await t.post('/api/v1/train/remove-contract/', { contractType: 'Secret A Contract' }, userB))
        .statusCode,
    ).toBe(404);
  });

  it('requires master admins to pick a company (400)', async () => {
    const response = await t.get('/api/v1/train/get-contracts/', admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'COMPANY_REQUIRED',
      message: expect.stringContaining('Pick a company'),
    });
  });

  it('lets a master admin act for the company they name', async () => {
    const a = await t.get(`/api/v1/train/get-contracts/?company_id=${companyA}`, admin);
    expect(a.json().data.all_contracts).toEqual(['Secret A Contract']);
    const added = await t.post(
      '/api/v1/train/add-contract/',
      { contract_name: 'MSA', company_id: companyB },
      admin,
    );
    expect(added.statusCode).toBe(201);
    expect((await t.get('/api/v1/train/get-contracts/', userB)).json().data.all_contracts).toEqual(['MSA']);
    expect(
      (await t.get(`/api/v1/train/get-contracts/?company_id=${companyA}`, admin)).json().data.all_contracts,
    ).toEqual(['Secret A Contract']);
    expect((await t.get('/api/v1/train/get-contracts/?company_id=999', admin)).statusCode).toBe(404);
    expect((await t.get('/api/v1/train/get-contracts/?company_id=abc', admin)).statusCode).toBe(400);
  });

  it('refuses a company_id named differently in the address and the form; the same twice is fine', async () => {
    const differ = await t.post(
      `/api/v1/train/add-contract/?company_id=${companyA}`,
      { contract_name: 'Which company?', company_id: companyB },
      admin,
    );
    expect(differ.statusCode).toBe(400);
    expect(differ.json().message).toContain('differ');
    const same = await t.post(
      `/api/v1/train/add-contract/?company_id=${companyB}`,
      { contract_name: 'Named twice', company_id: String(companyB) },
      admin,
    );
    expect(same.statusCode, same.body).toBe(201);
    for (const user of [userA, userB])
      expect((await t.get('/api/v1/train/get-contracts/', user)).json().data.all_contracts).not.toContain(
        'Which company?',
      );
  });

  it("left company A's playbook untouched by every refused call", async () => {
    const library = (await t.get('/api/v1/train/get-contracts/', userA)).json().data;
    expect(library.all_contracts).toEqual(['Secret A Contract']);
    expect(library.all_categories).toEqual([{ 'Secret A Contract': ['Indemnity'] }]);
    expect(library.preferred_clause[0]['Secret A Contract'][0].Indemnity).toBe(TRAIN.preferred_clause);
  });
});
