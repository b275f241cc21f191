import { eq } from 'drizzle-orm';
import type { TLlmDefault } from '../../config';
import type { TAppContext } from '../../context';
import { companyCredentials } from '../../db/schema';
import { decryptSecret } from '../credentials/credential-cipher';

/** Where a company's engine comes from, and the AI settings when it is an AI service. */
export type TEngineSource = { source: 'company' | 'instance'; settings: TLlmDefault } | { source: 'builtin' };

/**
 * The one rule for which engine serves a company: its own credentials → the instance default
 * (LLM_*) → the built-in engine. The review uses it to build the engine, the AI-engine call to name it.
 */
export const findEngineSource = async (ctx: TAppContext, companyId: number): Promise<TEngineSource> => {
  const [credential] = await ctx.db
    .select()
    .from(companyCredentials)
    .where(eq(companyCredentials.companyId, companyId));
  if (credential)
    return {
      source: 'company',
      settings: {
        apiType: credential.apiType,
        apiKey: decryptSecret(credential.apiKeyEncrypted, ctx.config.appSecret),
        baseUrl: credential.apiBase,
        deployment: credential.deployment,
        apiVersion: credential.apiVersion,
      },
    };
  if (ctx.config.llmDefault) return { source: 'instance', settings: ctx.config.llmDefault };
  return { source: 'builtin' };
};
