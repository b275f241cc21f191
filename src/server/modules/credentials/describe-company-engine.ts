import type { TCompanyEngine } from '../../../shared/schemas/ai-engine';
import type { TAppContext } from '../../context';
import { findEngineSource } from '../review/find-engine-source';

const PROVIDERS = { azure: 'Azure OpenAI deployment', openai: 'OpenAI-compatible model' } as const;
const WHOSE = { company: "the company's own credentials", instance: "this server's default" } as const;

/** Which engine serves a company, by the same rule as the review (findEngineSource), without calling it. */
export const describeCompanyEngine = async (ctx: TAppContext, companyId: number): Promise<TCompanyEngine> => {
  const found = await findEngineSource(ctx, companyId);
  if (found.source === 'builtin')
    return {
      engine: 'builtin',
      source: 'builtin',
      description: 'Built-in engine (no AI service): explicit edits only for refinements',
    };
  const { apiType, deployment } = found.settings;
  return {
    engine: `${apiType}:${deployment}`,
    source: found.source,
    description: `${PROVIDERS[apiType]} ${deployment} (${WHOSE[found.source]})`,
  };
};
