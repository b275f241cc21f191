import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childElements, parseXml, type TXmlElement, textContent } from '../../src/engine/document/xml-tree';
import { ADDIN_ID } from '../../src/server/modules/addin/render-addin-manifest';
import { DEMO_USER, seedDemo } from '../../src/server/seed/seed-demo';
import { attributesOf, manifestProblems } from './support/check-manifest-order';
import { TASK_PANE_MANIFEST } from './support/office-manifest-schema';
import { createTestApp, type TTestApp } from './support/test-app';

const PUBLIC_URL = 'https://contracts.example.com';

/** Every element of the tree, depth first. */
const allElements = (element: TXmlElement): TXmlElement[] =>
  childElements(element).flatMap((child) => [child, ...allElements(child)]);

describe('the Word add-in manifest (GET /addin/manifest.xml)', () => {
  let t: TTestApp;
  let xml: string;
  let elements: TXmlElement[];
  beforeAll(async () => {
    t = await createTestApp({ config: { publicOrigins: [PUBLIC_URL] } });
    const response = await t.get('/addin/manifest.xml');
    expect(response.statusCode).toBe(200);
    xml = response.body;
    elements = allElements(parseXml(xml));
  });
  afterAll(() => t.close());

  const named = (name: string) => elements.filter((element) => element.name === name);
  const attribute = (element: TXmlElement | undefined, name: string) =>
    element ? attributesOf(xml, element)[name] : undefined;

  it('is XML to download, fetchable by Office from another origin', async () => {
    const response = await t.get('/addin/manifest.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="clausebook-word-addin.xml"');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("follows the schemas' element order and required elements", () => {
    expect(manifestProblems(xml, TASK_PANE_MANIFEST)).toEqual([]);
  });

  it('the order check fails on an element out of order or missing', () => {
    const swapped = xml.replace(
      /(<DefaultSettings>[\s\S]*?<\/DefaultSettings>)(\s*)(<Permissions>ReadWriteDocument<\/Permissions>)/,
      '$3$2$1',
    );
    expect(swapped).not.toBe(xml);
    expect(manifestProblems(swapped, TASK_PANE_MANIFEST)).toContain(
      'OfficeApp lacks the required <DefaultSettings> (or it is out of order)',
    );
    const missing = xml.replace('<ProviderName>Clausebook</ProviderName>', '');
    expect(manifestProblems(missing, TASK_PANE_MANIFEST)).toContain(
      'OfficeApp lacks the required <ProviderName> (or it is out of order)',
    );
  });

  it('is a Word task pane with a fixed id, WordApi 1.4 and read/write access', () => {
    const [root] = named('OfficeApp');
    expect(attribute(root, 'xsi:type')).toBe('TaskPaneApp');
    expect(attribute(root, 'xmlns')).toBe('http://schemas.microsoft.com/office/appforoffice/1.1');
    expect(textContent(xml, named('Id')[0] as TXmlElement)).toBe(ADDIN_ID);
    expect(ADDIN_ID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(textContent(xml, named('Version')[0] as TXmlElement)).toMatch(/^\d{1,5}(\.\d{1,5}){0,3}$/);
    expect(named('Host').map((host) => attribute(host, 'Name') ?? attribute(host, 'xsi:type'))).toEqual([
      'Document',
      'Document',
    ]);
    const [set] = named('Set');
    expect([attribute(set, 'Name'), attribute(set, 'MinVersion')]).toEqual(['WordApi', '1.4']);
    expect(textContent(xml, named('Permissions')[0] as TXmlElement)).toBe('ReadWriteDocument');
  });

  it('points every URL at PUBLIC_URL, over HTTPS', () => {
    const urls = [...xml.matchAll(/DefaultValue="(https?:[^"]*)"/g)].map((match) => match[1] as string);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
    expect(attribute(named('SourceLocation')[0], 'DefaultValue')).toBe(`${PUBLIC_URL}/addin/`);
  });

  it('defines every resource it refers to, within the length limits, with the mandatory icon sizes', () => {
    const defined = new Set(
      ['bt:Image', 'bt:Url', 'bt:String'].flatMap((name) => named(name).map((e) => attribute(e, 'id'))),
    );
    const references = elements.map((element) => attribute(element, 'resid')).filter(Boolean);
    expect(references.length).toBeGreaterThan(5);
    for (const reference of references) expect(defined.has(reference), reference).toBe(true);
    for (const icon of named('Icon')) {
      const sizes = childElements(icon).map((image) => attribute(image, 'size'));
      expect(sizes).toEqual(expect.arrayContaining(['16', '32', '80']));
    }
    const [shortStrings] = named('bt:ShortStrings');
    const [longStrings] = named('bt:LongStrings');
    for (const text of childElements(shortStrings as TXmlElement)) {
      expect((attribute(text, 'DefaultValue') ?? '').length).toBeLessThanOrEqual(125);
    }
    for (const text of childElements(longStrings as TXmlElement)) {
      expect((attribute(text, 'DefaultValue') ?? '').length).toBeLessThanOrEqual(250);
    }
    expect((attribute(named('DisplayName')[0], 'DefaultValue') ?? '').length).toBeLessThanOrEqual(125);
    expect((attribute(named('Description')[0], 'DefaultValue') ?? '').length).toBeLessThanOrEqual(250);
  });

  it('serves every icon it names as a PNG of its size', async () => {
    const icons = [...xml.matchAll(/"https:\/\/contracts\.example\.com(\/addin\/icon-(\d+)\.png)"/g)];
    expect(new Set(icons.map((icon) => icon[2]))).toEqual(new Set(['16', '32', '64', '80']));
    for (const size of [16, 32, 64, 80, 128]) {
      const response = await t.get(`/addin/icon-${size}.png`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const png = response.rawPayload;
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  });
});

describe('the add-in manifest without PUBLIC_URL', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('uses the address the request was sent to', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/addin/manifest.xml',
      headers: { host: 'clausebook.internal:8443' },
    });
    expect(response.body).toContain(
      '<SourceLocation DefaultValue="http://clausebook.internal:8443/addin/"/>',
    );
    expect(response.body).not.toContain('localhost');
  });
});

describe('the task pane pages', () => {
  let t: TTestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'clausebook-addin-web-'));
    mkdirSync(path.join(webDir, 'addin'), { recursive: true });
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(webDir, 'addin', 'index.html'), '<!doctype html><title>pane</title>');
    t = await createTestApp({ config: { webDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serve the pane and its sign-in page with the headers Office needs', async () => {
    for (const url of ['/addin/', '/addin', '/addin/sign-in']) {
      const response = await t.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>pane</title>');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/appsforoffice\.microsoft\.com/);
      expect(csp).toMatch(/frame-ancestors 'self' https:\/\/\*\.officeapps\.live\.com/);
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("leave the app's own pages as strict as before", async () => {
    const response = await t.get('/legal');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(response.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
    expect(String(response.headers['content-security-policy'])).toMatch(/script-src 'self';/);
  });

  it('answer other /addin/ paths with a plain 404', async () => {
    const response = await t.get('/addin/icon-17.png');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('No such file.');
  });
});

describe('the pane without a build', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says how to build it', async () => {
    const response = await t.get('/addin/');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build:web');
  });
});

describe("a clause's suggested category (POST /api/v1/test/classify/text-clause/)", () => {
  let t: TTestApp;
  let user: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    user = t.cookieOf(await t.post('/api/v1/user/login/', DEMO_USER));
    admin = await t.loginAsAdmin();
  });
  afterAll(() => t.close());

  const suggest = (fields: Record<string, string>, cookie = user, query = '') =>
    t.post(`/api/v1/test/classify/text-clause/${query}`, fields, cookie);

  it.each([
    [
      'NDA',
      'This Agreement commences on the Effective Date and continues for one (1) year, unless terminated earlier by either party on ninety (90) days written notice.',
      'Term and Termination',
    ],
    [
      'Master Services Agreement',
      '12. GOVERNING LAW.\nThis Agreement is governed by the laws of the State of New York, and the courts of New York County have exclusive jurisdiction.',
      'Governing Law',
    ],
  ])('reads a %s clause as the category it is', async (contract, clause, category) => {
    const response = await suggest({ selected_contract: contract, input_clause: clause });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ category });
    expect(response.json().data.score).toBeGreaterThan(0);
  });

  it('says how sure it is, and answers null when no category fits', async () => {
    const sure = await suggest({
      selected_contract: 'Master Services Agreement',
      input_clause:
        '12. GOVERNING LAW.\nThis Agreement is governed by the laws of the State of New York, and the courts of New York County have exclusive jurisdiction.',
    });
    expect(sure.json().data.sure).toBe(true);
    const response = await suggest({ selected_contract: 'NDA', input_clause: 'Lorem ipsum dolor sit amet.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'No category fits the clause',
      data: { category: null, score: 0, sure: false, also: [] },
    });
  });

  it('refuses bad input, unknown contracts and anonymous callers', async () => {
    const long = await suggest({ selected_contract: 'NDA', input_clause: 'x'.repeat(20_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toContain('input_clause must be at most 20000 characters');
    const unknown = await suggest({ selected_contract: 'Lease', input_clause: 'Rent is due monthly.' });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.post('/api/v1/test/classify/text-clause/', {
      selected_contract: 'NDA',
      input_clause: 'x',
    });
    expect(anonymous.statusCode).toBe(401);
    const adminWithoutCompany = await suggest({ selected_contract: 'NDA', input_clause: 'x' }, admin);
    expect(adminWithoutCompany.json().code).toBe('COMPANY_REQUIRED');
  });
});
