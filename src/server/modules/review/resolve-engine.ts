import { builtinEngine, createLlmEngine, type TEngine } from '../../../engine';
import type { TAppContext } from '../../context';
import { findEngineSource } from './find-engine-source';

/** The engine for a company: its own credentials → the instance default (LLM_*) → the built-in engine. */
export const resolveEngine = async (ctx: TAppContext, companyId: number): Promise<TEngine> => {
  const found = await findEngineSource(ctx, companyId);
  return found.source === 'builtin'
    ? builtinEngine
    : createLlmEngine({ ...found.settings, timeoutMs: ctx.config.llmTimeoutMs });
};
