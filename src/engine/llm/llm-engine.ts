import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError, AzureOpenAI } from 'openai';
import { z } from 'zod';
import { EngineError } from '../engine-error';
import type { TCallOptions, TClassifyInput, TClassifyOutput, TEngine } from '../types';
import { CLASSIFY_SYSTEM_PROMPT, classifyUserPrompt } from './prompts/classify-prompt';
import { EVALUATE_SYSTEM_PROMPT, evaluateUserPrompt } from './prompts/evaluate-prompt';
import { REFINE_SYSTEM_PROMPT, refineUserPrompt } from './prompts/refine-prompt';

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

const ZEvaluation = z.object({
  closest_level: z.enum(['preferred', 'acceptable', 'unacceptable']),
  reason: z.string().min(1),
  preferred_clause: z.string().min(1),
  acceptable_clause: z.string().min(1),
});
const ZRefinement = z.object({ clause: z.string().min(1) });
const ZClassification = z.object({
  clauses: z.array(z.object({ index: z.number().int(), category: z.string().nullable() })),
});

const DEFAULT_TIMEOUT_MS = 60_000;

/** "1 second", "2.5 seconds", "60 seconds". */
const seconds = (ms: number) => {
  const value = Math.round(ms / 100) / 10;
  return `${value} second${value === 1 ? '' : 's'}`;
};

/** Turns SDK failures into messages a reviewer understands (no keys, no stack traces). */
const toEngineError = (error: unknown, timeoutMs: number, deadline: AbortSignal): EngineError => {
  if (error instanceof EngineError) return error;
  if (
    error instanceof APIConnectionTimeoutError ||
    (error instanceof APIUserAbortError && deadline.aborted)
  ) {
    return new EngineError(
      'timeout',
      `The AI service did not answer within ${seconds(timeoutMs)}. Please try again.`,
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
  return new EngineError(
    'provider',
    "Could not reach the AI service. Check the company's AI settings (API base) or try again.",
  );
};

/**
 * The LLM engine over the official SDK: Azure OpenAI, or any OpenAI-compatible server. One call per
 * request returns JSON, validated with zod; one retry when the answer is not the JSON asked for. The
 * SDK retries 429 and 5xx twice with backoff. `timeoutMs` is the whole wait of one engine call, every
 * attempt included (one deadline, not one per attempt).
 */
export const createLlmEngine = (settings: TLlmSettings): TEngine => {
  const timeout = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client =
    settings.apiType === 'azure'
      ? new AzureOpenAI({
          endpoint: settings.baseUrl,
          apiKey: settings.apiKey,
          apiVersion: settings.apiVersion,
          deployment: settings.deployment,
          timeout,
          maxRetries: 2,
        })
      : new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, timeout, maxRetries: 2 });
  const name = `${settings.apiType}:${settings.deployment}`;

  const askJson = async <T extends z.ZodType>(
    system: string,
    user: string,
    schema: T,
    options: TCallOptions = {},
  ): Promise<z.output<T>> => {
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ];
    const deadline = AbortSignal.timeout(timeout);
    const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
    const startedAt = Date.now();
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const remaining = Math.max(1, timeout - (Date.now() - startedAt));
        const completion = await client.chat.completions.create(
          {
            model: settings.deployment,
            messages,
            temperature: 0,
            response_format: { type: 'json_object' },
          },
          { signal, timeout: remaining },
        );
        const content = completion.choices[0]?.message?.content ?? '';
        const parsed = schema.safeParse(parseJson(content));
        if (parsed.success) return parsed.data;
        messages.push(
          { role: 'assistant', content },
          {
            role: 'user',
            content: 'That was not the JSON object asked for. Answer with the JSON object only.',
          },
        );
      }
    } catch (error) {
      // Cancelled by the caller: its reason (the failure that stopped the whole job) stands.
      if (options.signal?.aborted && !deadline.aborted) throw options.signal.reason;
      throw toEngineError(error, timeout, deadline);
    }
    throw new EngineError(
      'bad-output',
      'The AI service answered in an unexpected format twice. Please try again.',
    );
  };

  return {
    name,
    evaluate: async (input, options) => {
      const answer = await askJson(EVALUATE_SYSTEM_PROMPT, evaluateUserPrompt(input), ZEvaluation, options);
      return {
        preferred: answer.preferred_clause,
        acceptable: answer.acceptable_clause,
        assessment: { level: answer.closest_level, reason: answer.reason },
        engine: name,
      };
    },
    refine: async (input, options) => {
      const answer = await askJson(REFINE_SYSTEM_PROMPT, refineUserPrompt(input), ZRefinement, options);
      return { clause: answer.clause, engine: name };
    },
    classify: async (input, options) => {
      const answer = await askJson(
        CLASSIFY_SYSTEM_PROMPT,
        classifyUserPrompt(input),
        ZClassification,
        options,
      );
      return alignClassification(input, answer.clauses);
    },
  };
};

/**
 * One answer per clause of the batch, in batch order: categories matched to the playbook's names
 * (case and spacing aside); unknown names, missing clauses and indexes not in the batch → null.
 */
const alignClassification = (
  input: TClassifyInput,
  answers: { index: number; category: string | null }[],
): TClassifyOutput => {
  const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
  const names = new Map(input.categories.map((name) => [key(name), name]));
  const byIndex = new Map<number, string | null>();
  for (const answer of answers) {
    if (!byIndex.has(answer.index))
      byIndex.set(answer.index, answer.category === null ? null : (names.get(key(answer.category)) ?? null));
  }
  return input.clauses.map((clause) => ({
    index: clause.index,
    category: byIndex.get(clause.index) ?? null,
  }));
};

/** Models sometimes wrap JSON in a code fence; anything else that is not JSON is undefined. */
const parseJson = (content: string): unknown => {
  const unfenced = content.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
  try {
    return JSON.parse(unfenced);
  } catch {
    return undefined;
  }
};
