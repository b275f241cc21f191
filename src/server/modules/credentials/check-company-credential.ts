import type { FastifyBaseLogger } from 'fastify';
import { checkConnection } from '../../../engine/llm/check-connection';
import type { TAddCompanyApiRequest } from '../../../shared/schemas/admin';
import type { TAppContext } from '../../context';
import { AppError } from '../../errors';

/** A save waits at most this long for the provider's answer (a cold local model may take a while). */
const CHECK_TIMEOUT_MS = 30_000;

/**
 * Makes one small request with credentials before they are saved. When it fails, the master admin
 * reads why (endpoint unreachable, key refused, deployment or model not found) and nothing is saved;
 * the server logs a warning without the key.
 */
export const checkCompanyCredential = async (
  ctx: TAppContext,
  input: TAddCompanyApiRequest,
  log: FastifyBaseLogger,
) => {
  const check = await checkConnection({
    apiType: input.api_type,
    apiKey: input.api_key,
    baseUrl: input.api_base,
    deployment: input.deployment,
    apiVersion: input.api_version,
    timeoutMs: Math.min(ctx.config.llmTimeoutMs, CHECK_TIMEOUT_MS),
  });
  if (check.ok) return;
  log.warn(
    {
      companyId: input.company_id,
      apiType: input.api_type,
      apiBase: input.api_base,
      deployment: input.deployment,
      problem: check.problem,
      status: check.status,
    },
    `AI credentials not saved: ${check.message}`,
  );
  throw new AppError('VALIDATION_FAILED', `The AI credentials were not saved. ${check.message}`);
};
