import { APIConnectionTimeoutError, APIError } from 'openai';
import { createOpenAiClient, seconds, type TLlmSettings } from './llm-client';

/** Why an AI provider could not be used with the given settings. */
export type TConnectionProblem = 'unreachable' | 'timeout' | 'key-refused' | 'not-found' | 'refused';

export type TConnectionCheck =
  | { ok: true }
  | { ok: false; problem: TConnectionProblem; status?: number; message: string };

/** Node's network error codes in words (the SDK wraps them as the cause of a connection error). */
const NETWORK_CAUSES: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ENOTFOUND: 'the host name was not found',
  EAI_AGAIN: 'the host name could not be looked up',
  ECONNRESET: 'the connection was closed',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  CERT_HAS_EXPIRED: "the server's TLS certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "the server's TLS certificate is self-signed",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "the server's TLS certificate cannot be verified",
  ERR_TLS_CERT_ALTNAME_INVALID: "the server's TLS certificate is for another host",
};

const networkCauseOf = (error: unknown): string | undefined => {
  for (let current = error; current && typeof current === 'object'; current = (current as Error).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CAUSES[code]) return NETWORK_CAUSES[code];
  }
  return undefined;
};

const describeFailure = (error: unknown, settings: TLlmSettings, timeoutMs: number): TConnectionCheck => {
  const where = settings.baseUrl;
  const what = settings.apiType === 'azure' ? 'deployment' : 'model';
  if (error instanceof APIConnectionTimeoutError) {
    return {
      ok: false,
      problem: 'timeout',
      message: `The AI service at ${where} did not answer within ${seconds(timeoutMs)}.`,
    };
  }
  if (error instanceof APIError && error.status) {
    const { status } = error;
    if (status === 401 || status === 403) {
      return {
        ok: false,
        problem: 'key-refused',
        status,
        message: `The AI service at ${where} refused the API key (status ${status}): check the key.`,
      };
    }
    if (status === 404) {
      return {
        ok: false,
        problem: 'not-found',
        status,
        message: `The ${what} "${settings.deployment}" was not found at ${where} (status 404): check the ${what} name and the API base${settings.apiType === 'azure' ? ' and version' : ''}.`,
      };
    }
    const why =
      status === 429
        ? 'it is refusing requests for now (rate limit or quota used up)'
        : status >= 500
          ? 'it failed'
          : `it refused a test request; check the ${what} name${settings.apiType === 'azure' ? ' and the API version' : ''}`;
    return {
      ok: false,
      problem: 'refused',
      status,
      message: `The AI service at ${where} could not be used: ${why} (status ${status}).`,
    };
  }
  const cause = networkCauseOf(error);
  return {
    ok: false,
    problem: 'unreachable',
    message: `Cannot reach the AI service at ${where}${cause ? `: ${cause}` : ''}. Check the API base URL and that the service is running.`,
  };
};

/**
 * One small chat completion with the given settings, to tell before they are saved whether the
 * endpoint answers, takes the key and knows the deployment or model. No retries: the answer is
 * about these settings, now. Provider texts are never passed on (they may quote the key).
 */
export const checkConnection = async (settings: TLlmSettings): Promise<TConnectionCheck> => {
  const timeout = settings.timeoutMs ?? 30_000;
  const client = createOpenAiClient(settings, timeout, 0);
  try {
    await client.chat.completions.create({
      model: settings.deployment,
      messages: [{ role: 'user', content: 'Answer with the single word OK.' }],
    });
    return { ok: true };
  } catch (error) {
    return describeFailure(error, settings, timeout);
  }
};
