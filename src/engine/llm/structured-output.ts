import { z } from 'zod';

// Keywords that OpenAI's strict structured outputs do not accept; zod's own checks still run on the answer.
const UNSUPPORTED = new Set([
  '$schema',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  // A default lets zod fill a field an answer leaves out; the schema sent requires the field anyway.
  'default',
]);

const strip = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(strip);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>)
      .filter(([key]) => !UNSUPPORTED.has(key))
      .map(([key, value]) => [key, strip(value)]),
  );
};

/**
 * The `response_format` that asks for an answer of `schema`'s shape (strict JSON schema, every
 * property required, no others).
 */
export const jsonSchemaFormat = (name: string, schema: z.ZodType) => ({
  type: 'json_schema' as const,
  json_schema: {
    name,
    strict: true,
    schema: strip(z.toJSONSchema(schema, { target: 'draft-7' })) as Record<string, unknown>,
  },
});
