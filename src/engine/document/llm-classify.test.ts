import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from '../engine-error';
import { createLlmEngine } from '../llm/llm-engine';
import type { TClassifyInput } from '../types';

/** A stand-in for an OpenAI-compatible server: answers chat completions from a queue of contents. */
let server: Server;
let baseUrl = '';
const answers: string[] = [];
const requests: { messages: { role: string; content: string }[]; response_format?: unknown }[] = [];

const readBody = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return JSON.parse(body);
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    requests.push(await readBody(request));
    const content = answers.shift() ?? '';
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 0,
        model: 'test-model',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const engine = () =>
  createLlmEngine({
    apiType: 'openai',
    apiKey: 'test-key',
    baseUrl,
    deployment: 'test-model',
    apiVersion: '',
    timeoutMs: 5000,
  });

const INPUT: TClassifyInput = {
  contractType: 'Services Agreement',
  categories: ['Governing Law', 'Limitation of Liability'],
  clauses: [
    { index: 4, heading: '12. GOVERNING LAW', text: 'This Agreement is governed by the laws of England.' },
    { index: 5, heading: '', text: 'Liability is capped at the fees paid.' },
    { index: 6, heading: '', text: 'Signed by the parties.' },
  ],
};

describe('llm engine: classify', () => {
  it('asks once per batch and maps the answer onto the playbook’s names', async () => {
    answers.push(
      JSON.stringify({
        clauses: [
          { index: 4, category: 'governing  law' },
          { index: 5, category: 'Limitation of Liability' },
          { index: 6, category: 'Force Majeure' },
          { index: 99, category: 'Governing Law' },
        ],
      }),
    );
    const result = await engine().classify?.(INPUT);
    expect(result).toEqual([
      { index: 4, category: 'Governing Law' },
      { index: 5, category: 'Limitation of Liability' },
      { index: 6, category: null },
    ]);
    const request = requests.at(-1);
    expect(request?.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'clause_categories', strict: true },
    });
    const user = request?.messages.find((message) => message.role === 'user')?.content ?? '';
    expect(user).toContain('Contract type: Services Agreement');
    expect(user).toContain('- Limitation of Liability');
    expect(user).toContain('<clause index="4">\nHeading: 12. GOVERNING LAW\nThis Agreement is governed');
  });

  it('puts a clause under the further categories the answer names, in the playbook’s names', async () => {
    answers.push(
      JSON.stringify({
        clauses: [
          {
            index: 4,
            category: 'Governing Law',
            also: ['limitation of liability', 'Governing Law', 'Force Majeure'],
          },
          { index: 5, category: null, also: ['Governing Law'] },
          { index: 6, category: 'Limitation of Liability', also: null },
        ],
      }),
    );
    expect(await engine().classify?.(INPUT)).toEqual([
      { index: 4, category: 'Governing Law', also: ['Limitation of Liability'] },
      { index: 5, category: null },
      { index: 6, category: 'Limitation of Liability' },
    ]);
    // Strict structured output: the schema sent requires the list, the prompt says what goes in it.
    const request = requests.at(-1);
    type TSchema = {
      json_schema: { schema: { properties: { clauses: { items: { required: string[] } } } } };
    };
    const item = (request?.response_format as TSchema | undefined)?.json_schema.schema.properties.clauses
      .items;
    expect(item?.required).toEqual(expect.arrayContaining(['index', 'category', 'also']));
    expect(JSON.stringify(request?.response_format)).not.toContain('"default"');
    const system = request?.messages.find((message) => message.role === 'system')?.content ?? '';
    expect(system).toContain('"also"');
  });

  it('retries once when the answer is not the JSON asked for, then gives up with a clear error', async () => {
    answers.push('Sure! Here you go.', '```json\n{"clauses": [{"index": 5, "category": null}]}\n```');
    const before = requests.length;
    expect(await engine().classify?.(INPUT)).toEqual([
      { index: 4, category: null },
      { index: 5, category: null },
      { index: 6, category: null },
    ]);
    expect(requests.length - before).toBe(2);

    answers.push('no', '{"clauses": "none"}');
    await expect(engine().classify?.(INPUT)).rejects.toThrow(EngineError);
  });
});
