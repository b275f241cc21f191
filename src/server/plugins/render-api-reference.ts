import type { TOpenApiDocument } from './openapi';

type TSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  additionalProperties?: TSchema | boolean;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
  $ref?: string;
};

type TOperation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean; description?: string; schema: TSchema }[];
  requestBody?: { content: Record<string, { schema: TSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: TSchema }> }>;
};

const escapeHtml = (text: unknown) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Markdown-style `code` in the document's texts, shown as code; everything else as text. */
const prose = (text: string) =>
  escapeHtml(text).replace(/`([^`]+)`/g, (_match, code: string) => `<code>${code}</code>`);

const MAX_DEPTH = 5;

/** A schema's type in a few words: "text, 1–100 characters", "one of preferred, acceptable", "file". */
const typeOf = (schema: TSchema): string => {
  if (schema.$ref) return schema.$ref.split('/').pop() ?? 'object';
  if (schema.format === 'binary') return 'file';
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map(typeOf).join(' or ');
  if (schema.enum) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  if (type === 'array') return `list of ${schema.items ? typeOf(schema.items) : 'any'}`;
  const limits = [
    schema.minLength !== undefined && `at least ${schema.minLength} characters`,
    schema.maxLength !== undefined && `at most ${schema.maxLength} characters`,
    schema.minimum !== undefined && `≥ ${schema.minimum}`,
    schema.maximum !== undefined && `≤ ${schema.maximum}`,
    schema.default !== undefined && `default ${JSON.stringify(schema.default)}`,
  ].filter(Boolean);
  return limits.length ? `${type}, ${limits.join(', ')}` : type;
};

/** Nested fields of an object (or of a list's objects), as nested lists. */
const fieldsOf = (schema: TSchema, depth = 0): string => {
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  const alternatives = (target.anyOf ?? target.oneOf)?.filter((entry) => entry.properties);
  const object = target.properties ? target : alternatives?.[0];
  if (!object?.properties || depth >= MAX_DEPTH) return '';
  const required = new Set(object.required ?? []);
  const items = Object.entries(object.properties).map(
    ([name, field]) =>
      `<li><code>${escapeHtml(name)}</code> <span class="type">${escapeHtml(typeOf(field))}</span>${required.has(name) ? ' <span class="required">required</span>' : ''}${field.description ? ` — ${prose(field.description)}` : ''}${fieldsOf(field, depth + 1)}</li>`,
  );
  return `<ul class="fields">${items.join('')}</ul>`;
};

/** One block per distinct schema: a form body accepted as multipart, urlencoded or JSON is shown once. */
const contentOf = (content: Record<string, { schema: TSchema }> | undefined) => {
  const bySchema = new Map<string, { types: string[]; schema: TSchema }>();
  for (const [type, { schema }] of Object.entries(content ?? {})) {
    const key = JSON.stringify(schema);
    const entry = bySchema.get(key) ?? { types: [], schema };
    entry.types.push(type);
    bySchema.set(key, entry);
  }
  return [...bySchema.values()]
    .map(
      ({ types, schema }) =>
        `<div class="content">${types.map((type) => `<span class="media">${escapeHtml(type)}</span>`).join(' ')} ${escapeHtml(typeOf(schema))}${fieldsOf(schema)}</div>`,
    )
    .join('');
};

const parametersOf = (operation: TOperation) =>
  operation.parameters?.length
    ? `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>type</th><th></th></tr></thead><tbody>${operation.parameters
        .map(
          (parameter) =>
            `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td><td>${escapeHtml(typeOf(parameter.schema))}</td><td>${parameter.required ? '<span class="required">required</span>' : 'optional'}${parameter.description ? ` — ${prose(parameter.description)}` : ''}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';

const operationHtml = (method: string, path: string, operation: TOperation) => `
<section class="operation" id="${escapeHtml(operation.operationId)}">
  <h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
  <p>${prose(operation.summary)}</p>
  <p class="meta">${prose(operation.description)} · operationId <code>${escapeHtml(operation.operationId)}</code></p>
  ${parametersOf(operation)}
  ${operation.requestBody ? `<h4>Body</h4>${contentOf(operation.requestBody.content)}` : ''}
  <h4>Responses</h4>
  <dl class="responses">${Object.entries(operation.responses)
    .map(
      ([status, response]) =>
        `<dt>${escapeHtml(status)}</dt><dd>${prose(response.description)}${contentOf(response.content)}</dd>`,
    )
    .join('')}</dl>
</section>`;

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1a1b1e;background:#fff}
header,main{max-width:60rem;margin:0 auto;padding:1rem 1.5rem}
header{border-bottom:1px solid #dee2e6}
h1{margin:.2rem 0}h2{margin-top:2.5rem;border-bottom:1px solid #dee2e6;text-transform:capitalize}
h3{margin:0;font-size:1.05rem;word-break:break-all}h4{margin:.8rem 0 .3rem;font-size:.9rem}
code{font:13px ui-monospace,monospace;background:#f1f3f5;padding:0 .2rem;border-radius:3px}
.operation{border:1px solid #dee2e6;border-radius:6px;padding:.8rem 1rem;margin:1rem 0}
.method{display:inline-block;min-width:3.5rem;text-align:center;color:#fff;border-radius:4px;padding:0 .4rem;font-size:.8rem}
.get{background:#1c7ed6}.post{background:#2f9e44}.put{background:#e67700}.delete{background:#c92a2a}
.meta{color:#495057;font-size:.9rem}.type{color:#5f3dc4}.required{color:#c92a2a;font-size:.8rem}
.media{font-size:.8rem;color:#495057;border:1px solid #ced4da;border-radius:3px;padding:0 .3rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}td,th{border-bottom:1px solid #e9ecef;text-align:left;padding:.2rem .4rem;vertical-align:top}
dl.responses dt{font-weight:600;float:left;width:4.5rem}dl.responses dd{margin:0 0 .4rem 4.5rem}
ul.fields{margin:.2rem 0;padding-left:1.2rem}nav ul{columns:2}
`;

/**
 * The OpenAPI document as one HTML page people can read: every operation with its parameters,
 * body fields, responses and who may call it. Server-made, with no script, so the app's
 * Content-Security-Policy holds and nothing is fetched from elsewhere.
 */
export const renderApiReference = (document: TOpenApiDocument) => {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path,
      method,
      operation: operation as TOperation,
    })),
  );
  const sections = document.tags
    .map((tag) => {
      const ofTag = operations.filter(({ operation }) => operation.tags.includes(tag.name));
      return `<h2 id="tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2><p>${prose(tag.description)}</p>${ofTag
        .map(({ method, path, operation }) => operationHtml(method, path, operation))
        .join('')}`;
    })
    .join('');
  const contents = document.tags
    .map((tag) => `<li><a href="#tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${prose(document.info.description)}</p>
<p>OpenAPI ${escapeHtml(document.openapi)} document as JSON: <a href="/api/docs">/api/docs</a>. Calls that need a session send the <code>access_token</code> cookie that the login calls set.</p>
</header>
<main>
<nav aria-label="Sections"><ul>${contents}</ul></nav>
${sections}
</main>
</body>
</html>
`;
};
