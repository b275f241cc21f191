import { z } from 'zod';

/** Where a company's engine comes from: its own credentials, the instance's LLM_* settings, or none. */
export const ENGINE_SOURCES = ['company', 'instance', 'builtin'] as const;

/** The engine a company's clause tests, refines and document reviews use right now. */
export const ZCompanyEngine = z.object({
  /** The same name results carry in `engine`: "builtin", "azure:<deployment>" or "openai:<model>". */
  engine: z.string(),
  source: z.enum(ENGINE_SOURCES),
  /** For people: e.g. "Azure OpenAI deployment gpt-4o (the company's own credentials)". */
  description: z.string(),
});
export type TCompanyEngine = z.infer<typeof ZCompanyEngine>;
