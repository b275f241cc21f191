import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';
import { createTestApp, type TTestApp } from './support/test-app';

/**
 * Malformed requests of every shape a person can send, against every endpoint the OpenAPI document
 * lists: none may be answered with a 5xx, the server must stay healthy, and no data may change. The
 * generator is seeded, so a failure names a request that can be sent again.
 */
const REQUESTS = 6_000;
const SEED = 20_261_122;

/** mulberry32: small, fast and seeded. */
const random = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

type TEndpoint = { method: string; path: string; fields: string[] };

const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Values no field of any endpoint accepts (every field is text, a whole number or a choice). */
const HOSTILE_VALUES: unknown[] = [
  'a\u0000b',
  '\u0000',
  'x\u0007y',
  ['array', 'of', 'strings'],
  { $gt: '' },
  { __proto__: { admin: true } },
  true,
  -1,
  Number.POSITIVE_INFINITY,
  '   ',
  'x'.repeat(30_000),
];

const HOSTILE_IDS = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..',
  '%00',
  'a%00b',
  '%2e%2e%2f',
  'x'.repeat(5_000),
  '00000000-0000-0000-0000-000000000000%00',
  '%E0%A4%A',
  '{}',
];

const HOSTILE_QUERIES = [
  'company_id=-1',
  'company_id=abc',
  'company_id=1.5',
  'company_id=99999999999',
  'company_id=1&company_id=2',
  'company_id[]=1',
  'company_id=%00',
  'level=everything',
  'level=preferred&level=acceptable',
  '__proto__[admin]=1',
  `company_id=${'9'.repeat(400)}`,
];

const boundaryOf = (pick: <T>(list: T[]) => T) =>
  pick(['', 'b', 'x'.repeat(300), 'with space', '"quoted"', '----WebKitFormBoundary']);

/** A multipart body broken in one of the ways a client (or an attacker) breaks it. */
const brokenMultipart = (pick: <T>(list: T[]) => T, fields: string[]): [string, string | Buffer] => {
  const boundary = 'fuzzboundary';
  const name = pick([...fields, 'file', '__proto__', '']);
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${pick(['a\u0000b', 'value', ''])}\r\n`;
  return pick<[string, string | Buffer]>([
    ['multipart/form-data', part],
    [`multipart/form-data; boundary=${boundaryOf(pick)}`, part],
    [`multipart/form-data; boundary=${boundary}`, part.slice(0, part.length - 7)],
    [`multipart/form-data; boundary=${boundary}`, `${part}--wrong--\r\n`],
    [
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--`,
    ],
    [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\n${'X-Header: y\r\n'.repeat(2_000)}\r\n`],
    [
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\n\r\n%PDF-1.7\r\n--${boundary}--\r\n`,
    ],
    [`multipart/form-data; boundary=${boundary}`, `${part.repeat(80)}--${boundary}--\r\n`],
    [`multipart/form-data; boundary=${boundary}`, Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x02])],
  ]);
};

/** One malformed request for `endpoint`, drawn from `next`. */
const malformedRequest = (next: () => number, endpoint: TEndpoint): InjectOptions => {
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)] as T;
  const url = endpoint.path.replace(/\{(\w+)\}/g, () => pick(HOSTILE_IDS));
  const query = next() < 0.4 ? `?${pick(HOSTILE_QUERIES)}` : '';
  if (endpoint.method === 'GET') return { method: 'GET', url: `${url}${query}` };

  // Every listed field gets a value none accepts, so no request is valid by chance.
  const hostileBody = Object.fromEntries(endpoint.fields.map((field) => [field, pick(HOSTILE_VALUES)]));
  const shapes: (() => [string, string | Buffer])[] = [
    () => ['application/json', JSON.stringify(hostileBody)],
    () => ['application/json', `{"${pick(endpoint.fields) ?? 'a'}": `],
    () => ['application/json', deepJson(pick([100, 2_000, 20_000]))],
    () => ['application/json', `{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}`],
    () => ['application/json', `[${JSON.stringify(hostileBody)}]`],
    () => ['application/json', pick(['null', '"text"', '42', 'true', '[]'])],
    () => [
      'application/x-www-form-urlencoded',
      endpoint.fields
        .map((field) => `${field}=${pick(['%00', 'a%00b', '%1F', '', '%20%20', '%7F'])}`)
        .join('&') || 'x=%00',
    ],
    () => [
      'application/x-www-form-urlencoded',
      endpoint.fields.map((field) => `${field}=a&${field}=b`).join('&') || 'x=1&x=2',
    ],
    () => [
      pick(['text/plain', 'application/xml', 'image/png', 'multipart/form-date', '']),
      pick(['<x/>', 'a=\u0000', '\u0000\u0001', '{bad']),
    ],
    () => brokenMultipart(pick, endpoint.fields),
  ];
  const [contentType, payload] = pick(shapes)();
  return {
    method: endpoint.method as InjectOptions['method'],
    url: `${url}${query}`,
    headers: contentType ? { 'content-type': contentType } : {},
    payload,
  };
};

/** A fingerprint of every table but the throttling counters. */
const dataDigest = async (t: TTestApp) => {
  // Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`.
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await t.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const tables = await query<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_name not in ('rate_limits', 'login_attempts') order by 1`,
  );
  const hash = createHash('sha256');
  for (const { name } of tables) {
    const [row] = await query<{ rows: string }>(
      sql`select coalesce(string_agg(t::text, '|' order by t::text), '') as rows from ${sql.identifier(name)} t`,
    );
    hash.update(`${name}:${row?.rows}`);
  }
  return hash.digest('hex');
};

describe('fuzzing every endpoint with malformed requests', () => {
  let t: TTestApp;
  let endpoints: TEndpoint[];
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    cookies.admin = await t.loginAsAdmin();
    cookies.user = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
    const document = (await t.get('/api/docs')).json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>
      >;
    };
    endpoints = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        fields: Object.keys(
          (
            operation.requestBody?.content['application/json'] ??
            operation.requestBody?.content['multipart/form-data']
          )?.schema.properties ?? {},
        ),
      })),
    );
  }, 60_000);
  afterAll(() => t.close());

  it(`answers ${REQUESTS} malformed requests with no 5xx, stays healthy and changes no data`, async () => {
    expect(endpoints.length).toBeGreaterThan(15);
    const before = await dataDigest(t);
    const next = random(SEED);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (let n = 0; n < REQUESTS; n += 1) {
      const endpoint = endpoints[n % endpoints.length] as TEndpoint;
      const request = malformedRequest(next, endpoint);
      // Logging out takes no input: with a cookie it would end the session the other requests use.
      // Trading the cookie session for a bearer token takes none either: with a cookie it starts one.
      const who = /\/(logout|from-session)$/.test(endpoint.path)
        ? undefined
        : (['admin', 'user', undefined] as const)[n % 3];
      if (who) request.headers = { ...request.headers, cookie: cookies[who] as string };
      const response = await t.app.inject(request);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500)
        failures.push(
          `#${n} ${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      // Every sentence of a 400's detail starts with a capital letter.
      if (response.statusCode === 400 && !/^[A-Z]/.test(response.json().detail))
        failures.push(`#${n} ${request.method} ${request.url} → 400 "${response.json().detail}"`);
      if (response.statusCode === 400 && /; [^A-Z]/.test(response.json().detail))
        failures.push(`#${n} ${request.method} ${request.url} → 400 "${response.json().detail}"`);
    }
    console.log(
      `fuzz: ${REQUESTS} requests over ${endpoints.length} endpoints; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(failures).toEqual([]);
    expect((await t.get('/api/health')).statusCode).toBe(200);
    expect((await t.get('/api/v1/auth/me', cookies.admin)).statusCode).toBe(200);
    expect(await dataDigest(t)).toBe(before);
  }, 120_000);
});
