import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './support/test-app';

type TParameter = { name: string; in: string; required: boolean; schema: Record<string, unknown> };
type TOperation = {
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: TParameter[];
  requestBody?: {
    content: Record<
      string,
      { schema: { properties?: Record<string, { format?: string }>; required?: string[] } }
    >;
  };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type TDocument = {
  paths: Record<string, Record<string, TOperation>>;
  components: { securitySchemes: Record<string, unknown> };
};

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('the OpenAPI document (/api/docs) and its page (/api/docs.html)', () => {
  let t: TTestApp;
  let document: TDocument;
  let operations: { path: string; method: string; operation: TOperation }[];
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.get('/api/docs');
    expect(response.statusCode).toBe(200);
    document = response.json();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
  });
  afterAll(() => t.close());

  it('is valid OpenAPI 3.1 (the official schema)', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(document) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("passes Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const described = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
    );
    // The health check and the first-run status take no input and need no login: no client error.
    const expected = described.filter(
      (line) =>
        !(line.includes('operation-4xx-response') && /~1api~1(health|v1~1setup~1status)\//.test(line)),
    );
    expect(expected).toEqual([]);
  });

  it('gives every operation a unique operationId and describes every path parameter', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, operation } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name)).toEqual(inPath);
      expect(declared.every((p) => p.required)).toBe(true);
    }
  });

  it('lists company_id on every /train and /test call, and the Word level', () => {
    const scoped = operations.filter(({ path }) => /^\/api\/v1\/(train|test)\//.test(path));
    expect(scoped.length).toBeGreaterThan(10);
    for (const { path, operation } of scoped) {
      expect(
        operation.parameters?.find((p) => p.name === 'company_id'),
        path,
      ).toMatchObject({
        in: 'query',
        required: false,
        // A query string is text: a whole number written as digits.
        schema: expect.objectContaining({ type: expect.arrayContaining(['number']) }),
      });
    }
    const redline = document.paths['/api/v1/test/document/{taskid}/redline.docx']?.get;
    expect(redline?.operationId).toBe('getTestDocumentByTaskidRedlineDocx');
    expect(redline?.parameters?.find((p) => p.name === 'level')?.schema).toMatchObject({
      enum: ['preferred', 'acceptable'],
      default: 'preferred',
    });
  });

  it('describes the upload as multipart with a binary file part, and the Word file as binary DOCX', () => {
    const upload = document.paths['/api/v1/test/final/document']?.post;
    const multipart = upload?.requestBody?.content['multipart/form-data']?.schema;
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(multipart?.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(multipart?.required).toEqual(expect.arrayContaining(['selected_contract', 'file']));
    expect(Object.keys(upload?.responses ?? {})).toEqual(
      expect.arrayContaining(['202', '413', '415', '429']),
    );

    const redline = document.paths['/api/v1/test/document/{taskid}/redline.docx']?.get;
    expect(Object.keys(redline?.responses['200']?.content ?? {})).toEqual([DOCX]);
    expect(redline?.responses['200']?.content?.[DOCX]?.schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });

  it('describes the access_token cookie as the security scheme of every call that needs a login', () => {
    expect(document.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'access_token' }),
    });
    const byId = new Map(operations.map(({ operation }) => [operation.operationId, operation.security]));
    expect(byId.get('postMasteradminLogin')).toEqual([]);
    expect(byId.get('postTestFinalTextClause')).toEqual([{ sessionCookie: [] }]);
    expect(byId.get('postMasteradminAddApi')).toEqual([{ sessionCookie: [] }]);
    expect(byId.get('postTestRefineTextClause')).toBeDefined();
    expect(Object.keys(document.paths['/api/v1/test/refine/text-clause']?.post?.responses ?? {})).toContain(
      '429',
    );
  });

  it('serves a page people can read, with every operation, under the Content-Security-Policy and without scripts', async () => {
    const page = await t.get('/api/docs.html');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!localhost)/i);
    for (const { operation } of operations) expect(page.body).toContain(`id="${operation.operationId}"`);
    expect(page.body).toContain('/api/v1/test/document/{taskid}/redline.docx');
  });
});
