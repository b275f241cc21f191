import { eq } from 'drizzle-orm';
import type { TCompanyEngine } from '../../../shared/schemas/ai-engine';
import type { TAppContext } from '../../context';
import { companyCredentials } from '../../db/schema';

const PROVIDERS = { azure: 'Azure OpenAI deployment', openai: 'OpenAI-compatible model' } as const;

/**
 * Which engine serves a company, by the same rule as the review (company credentials → the
 * instance's LLM_* default → the built-in engine), without calling it.
 */
export const describeCompanyEngine = async (ctx: TAppContext, companyId: number): Promise<TCompanyEngine> => {
  const [credential] = await ctx.db
    .select({ apiType: companyCredentials.apiType, deployment: companyCredentials.deployment })
    .from(companyCredentials)
    .where(eq(companyCredentials.companyId, companyId));
  if (credential) {
    return {
      engine: `${credential.apiType}:${credential.deployment}`,
      source: 'company',
      description: `${PROVIDERS[credential.apiType]} ${credential.deployment} (the company's own credentials)`,
    };
  }
  const instance = ctx.config.llmDefault;
  if (instance) {
    return {
      engine: `${instance.apiType}:${instance.deployment}`,
      source: 'instance',
      description: `${PROVIDERS[instance.apiType]} ${instance.deployment} (this server's default)`,
    };
  }
  return {
    engine: 'builtin',
    source: 'builtin',
    description: 'Built-in engine (no AI service): explicit edits only for refinements',
  };
};
