import { eq } from 'drizzle-orm';
import { builtinEngine, createLlmEngine, type TEngine } from '../../../engine';
import type { TAppContext } from '../../context';
import { companyCredentials } from '../../db/schema';
import { decryptSecret } from '../credentials/credential-cipher';

/** The engine for a company: its own credentials → the instance default (LLM_*) → the built-in engine. */
export const resolveEngine = async (ctx: TAppContext, companyId: number): Promise<TEngine> => {
  const [credential] = await ctx.db
    .select()
    .from(companyCredentials)
    .where(eq(companyCredentials.companyId, companyId));
  if (credential) {
    return createLlmEngine({
      apiType: credential.apiType,
      apiKey: decryptSecret(credential.apiKeyEncrypted, ctx.config.appSecret),
      baseUrl: credential.apiBase,
      deployment: credential.deployment,
      apiVersion: credential.apiVersion,
      timeoutMs: ctx.config.llmTimeoutMs,
    });
  }
  if (ctx.config.llmDefault)
    return createLlmEngine({ ...ctx.config.llmDefault, timeoutMs: ctx.config.llmTimeoutMs });
  return builtinEngine;
};
