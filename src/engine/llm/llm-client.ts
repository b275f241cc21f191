import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AzureOpenAI,
} from 'openai';
import type { z } from 'zod';
import { EngineError } from '../engine-error';
import type { TCallOptions } from '../types';
import { jsonSchemaFormat } from './structured-output';

export type TLlmSettings = {
  apiType: 'azure' | 'openai';
  apiKey: string;
  /** Azure: the resource endpoint; OpenAI-compatible: the base URL (…/v1). */
  baseUrl: string;
  /** Azure deployment name, or the model name of an OpenAI-compatible server. */
  deployment: string;
  apiVersion: string;
  timeoutMs?: number;
};

export const DEFAULT_TIMEOUT_MS = 60_000;

/** "1 second", "2.5 seconds", "60 seconds". */
export const seconds = (ms: number) => {
  const value = Math.round(ms / 100) / 10;
  return `${value} second${value === 1 ? '' : 's'}`;
};

export const createOpenAiClient = (settings: TLlmSettings, timeout: number, maxRetries = 2) =>
  settings.apiType === 'azure'
    ? new AzureOpenAI({
        endpoint: settings.baseUrl,
        apiKey: settings.apiKey,
        apiVersion: settings.apiVersion,
        deployment: settings.deployment,
        timeout,
        maxRetries,
      })
    : new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, timeout, maxRetries });

/** The whole time one engine call may wait for the provider, every attempt and follow-up included. */
export type TDeadline = {
  signal: AbortSignal;
  remaining: () => number;
  expired: AbortSignal;
  timeoutMs: number;
};

export const startDeadline = (timeoutMs: number, options: TCallOptions = {}): TDeadline => {
  const expired = AbortSignal.timeout(timeoutMs);
  const startedAt = Date.now();
  return {
    signal: options.signal ? AbortSignal.any([expired, options.signal]) : expired,
    remaining: () => Math.max(1, timeoutMs - (Date.now() - startedAt)),
    expired,
    timeoutMs,
  };
};

/** Turns SDK failures into messages a reviewer understands (no keys, no stack traces). */
const toEngineError = (error: unknown, deadline: TDeadline): EngineError => {
  if (error instanceof EngineError) return error;
  // Out of time, however the SDK reports it (a body still trickling in fails as it is cut off).
  if (error instanceof APIConnectionTimeoutError || deadline.expired.aborted) {
    return new EngineError(
      'timeout',
      `The AI service did not answer within ${seconds(deadline.timeoutMs)}. Please try again.`,
    );
  }
  if (error instanceof APIError && error.status) {
    const why: Record<number, string> = {
      401: "it refused the company's API key",
      403: "it refused the company's API key",
      404: 'the deployment or model was not found',
      429: 'it is rate-limiting requests; wait a minute',
    };
    const reason = why[error.status] ?? `it failed with status ${error.status}`;
    return new EngineError(
      'provider',
      `The AI service could not answer: ${reason}. Try again, or ask your master admin to check the company's AI settings.`,
    );
  }
  if (error instanceof APIConnectionError || error instanceof APIUserAbortError)
    return new EngineError(
      'provider',
      "Could not reach the AI service. Check the company's AI settings (API base) or try again.",
    );
  // It answered, but not as an OpenAI-compatible API does (an HTML page, a body that is not JSON).
  return new EngineError(
    'provider',
    "The AI service answered with something that is not an AI answer: the API base may point at another kind of server. Check the company's AI settings (API base) or try again.",
  );
};

/** A 400 that says the provider does not do structured outputs (older models, some compatible servers). */
const refusesJsonSchema = (error: unknown) =>
  error instanceof APIError &&
  (error.status === 400 || error.status === 422) &&
  /response_format|json_schema|structured output|schema/i.test(error.message);

/** Providers (base URL + model) known to refuse `json_schema`: asked for `json_object` straight away. */
const JSON_OBJECT_ONLY = new Set<string>();

/** Models sometimes wrap JSON in a code fence; anything else that is not JSON is undefined. */
const parseJson = (content: string): unknown => {
  const unfenced = content.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
  try {
    return JSON.parse(unfenced);
  } catch {
    return undefined;
  }
};

export type TConversation = OpenAI.Chat.ChatCompletionMessageParam[];

/**
 * Asks for a JSON answer of `schema`'s shape: structured output (`json_schema`, strict) first, and
 * `json_object` only when the provider refuses it. The answer is validated with zod; one more turn
 * when it is not the JSON asked for. Every request runs under `deadline`; the SDK retries 429 and
 * 5xx within it. The conversation keeps the answer, so a caller can follow up in the same thread.
 */
export const askStructured = async <T extends z.ZodType>(
  client: OpenAI,
  settings: TLlmSettings,
  conversation: TConversation,
  name: string,
  schema: T,
  deadline: TDeadline,
  options: TCallOptions = {},
): Promise<z.output<T>> => {
  const providerKey = `${settings.baseUrl}|${settings.deployment}`;
  const request = async () => {
    const format = JSON_OBJECT_ONLY.has(providerKey)
      ? { type: 'json_object' as const }
      : jsonSchemaFormat(name, schema);
    try {
      return await client.chat.completions.create(
        { model: settings.deployment, messages: conversation, temperature: 0, response_format: format },
        { signal: deadline.signal, timeout: deadline.remaining() },
      );
    } catch (error) {
      if (format.type !== 'json_schema' || !refusesJsonSchema(error)) throw error;
      JSON_OBJECT_ONLY.add(providerKey);
      return client.chat.completions.create(
        {
          model: settings.deployment,
          messages: conversation,
          temperature: 0,
          response_format: { type: 'json_object' },
        },
        { signal: deadline.signal, timeout: deadline.remaining() },
      );
    }
  };
  try {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const completion = await request();
      const content = completion.choices[0]?.message?.content ?? '';
      conversation.push({ role: 'assistant', content });
      const parsed = schema.safeParse(parseJson(content));
      if (parsed.success) return parsed.data;
      conversation.push({
        role: 'user',
        content: 'That was not the JSON object asked for. Answer with the JSON object only.',
      });
    }
  } catch (error) {
    // Cancelled by the caller: its reason (the failure that stopped the whole job) stands.
    if (options.signal?.aborted && !deadline.expired.aborted) throw options.signal.reason;
    throw toEngineError(error, deadline);
  }
  throw new EngineError(
    'bad-output',
    'The AI service answered in an unexpected format twice. Please try again.',
  );
};
