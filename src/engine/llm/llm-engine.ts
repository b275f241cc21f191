import { z } from 'zod';
import { nameKey } from '../../shared/names';
import { assessClause } from '../terms/assess-clause';
import { checkRewrites, rewriteWarnings } from '../terms/check-rewrite';
import { describeAssessment } from '../terms/describe-assessment';
import { buildPlaybookPositions } from '../terms/playbook-positions';
import type {
  TCallOptions,
  TClassifyInput,
  TClassifyOutput,
  TEngine,
  TEvaluateInput,
  TEvaluation,
} from '../types';
import { aiTextFailures, settleAiRewrites } from '../verify/settle-ai-rewrites';
import { otherRoleHeldBack, verifiedRewrites } from '../verify/verified-rewrites';
import {
  askStructured,
  createOpenAiClient,
  DEFAULT_TIMEOUT_MS,
  startDeadline,
  type TConversation,
  type TLlmSettings,
} from './llm-client';
import { CLASSIFY_SYSTEM_PROMPT, classifyUserPrompt } from './prompts/classify-prompt';
import { EVALUATE_SYSTEM_PROMPT, evaluateUserPrompt, rewriteFollowUp } from './prompts/evaluate-prompt';
import { REFINE_SYSTEM_PROMPT, refineUserPrompt } from './prompts/refine-prompt';

export type { TLlmSettings } from './llm-client';

const ZEvaluation = z.object({
  closest_level: z.enum(['preferred', 'acceptable', 'unacceptable']),
  reason: z.string().min(1),
  preferred_clause: z.string().min(1),
  acceptable_clause: z.string().min(1),
});
const ZRefinement = z.object({ clause: z.string().min(1) });
const ZClassification = z.object({
  clauses: z.array(
    z.object({
      index: z.number().int(),
      category: z.string().nullable(),
      // Required in the strict schema sent; an answer of a server that ignores it may leave it out or
      // send null.
      also: z.array(z.string()).nullable().default([]),
    }),
  ),
});

/** The AI provider an engine asks: its client and settings, the deadline of each call, the engine's name. */
type TProvider = {
  client: ReturnType<typeof createOpenAiClient>;
  settings: TLlmSettings;
  timeout: number;
  name: string;
};

const conversation = (system: string, user: string): TConversation => [
  { role: 'system', content: system },
  { role: 'user', content: user },
];

/**
 * The LLM engine over the official SDK: Azure OpenAI, or any OpenAI-compatible server. Every answer
 * is structured JSON, validated with zod. Rewrites are read with the same terms as the clause:
 * a rewrite that misses its level, or replaces the clause rather than editing it, is sent back once
 * naming exactly what it misses, and so is one that breaks a rule every edit keeps (src/engine/verify);
 * what it still misses of its level reaches the reviewer as a warning, and one that still breaks a rule
 * is not shown as an edit: the clause stays as it is, needing judgment, the AI's text as a suggestion. The verdict is
 * the engine's own reading of the clause, with the AI's reason beside it. `timeoutMs` bounds each
 * engine call, every attempt and follow-up included.
 */
export const createLlmEngine = (settings: TLlmSettings): TEngine => {
  const timeout = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const provider: TProvider = {
    client: createOpenAiClient(settings, timeout),
    settings,
    timeout,
    name: `${settings.apiType}:${settings.deployment}`,
  };
  const { name } = provider;
  return {
    name,
    evaluate: (input, options) => evaluateWithAi(provider, input, options),
    refine: async (input, options) => {
      const answer = await askOnce(
        provider,
        conversation(REFINE_SYSTEM_PROMPT, refineUserPrompt(input)),
        'refined_clause',
        ZRefinement,
        options,
      );
      return { clause: answer.clause, engine: name };
    },
    classify: async (input, options) => {
      const answer = await askOnce(
        provider,
        conversation(CLASSIFY_SYSTEM_PROMPT, classifyUserPrompt(input)),
        'clause_categories',
        ZClassification,
        options,
      );
      return alignClassification(input, answer.clauses);
    },
  };
};

/** One structured answer under a deadline of its own. */
const askOnce = <T extends z.ZodType>(
  { client, settings, timeout }: TProvider,
  thread: TConversation,
  schemaName: string,
  schema: T,
  options: TCallOptions | undefined,
) => askStructured(client, settings, thread, schemaName, schema, startDeadline(timeout, options), options);

/**
 * A clause evaluated: the engine's own verdict with the AI's reason beside it, and the AI's rewrites,
 * sent back once with what they miss and settled (settleAiRewrites).
 */
const evaluateWithAi = async (
  { client, settings, timeout, name }: TProvider,
  input: TEvaluateInput,
  options: TCallOptions | undefined,
): Promise<TEvaluation> => {
  const deadline = startDeadline(timeout, options);
  const playbook = buildPlaybookPositions(input.guidelines);
  const own = assessClause(input.clause, playbook, {
    parties: input.parties,
    sectionTitles: input.sectionTitles,
    mirroredBy: input.mirroredBy,
    payer: input.payer,
  });
  const thread = conversation(EVALUATE_SYSTEM_PROMPT, evaluateUserPrompt(input));
  const ask = () => askStructured(client, settings, thread, 'clause_review', ZEvaluation, deadline, options);
  // What each rewrite misses of its level (a), and the rules (b)–(f) it breaks: sent back once.
  const misses = (answer: z.output<typeof ZEvaluation>) => {
    const rewrites = { preferred: answer.preferred_clause, acceptable: answer.acceptable_clause };
    return {
      level: checkRewrites(input.clause, rewrites, playbook, own),
      text: aiTextFailures(input.clause, rewrites, playbook, own),
    };
  };
  const both = ({ level, text }: ReturnType<typeof misses>) => ({
    preferred: [...level.preferred, ...text.preferred],
    acceptable: [...level.acceptable, ...text.acceptable],
  });
  let answer = await ask();
  // Acting for the side the playbook does not speak for: no wording of the playbook's side goes in.
  if (input.actingForOtherRole)
    return {
      ...verifiedRewrites(
        input.clause,
        input.category,
        playbook,
        own,
        () => ({ text: input.clause, replacedWhole: false }),
        otherRoleHeldBack(input.actingForOtherRole),
      ),
      assessment: { ...describeAssessment(own), ai_level: answer.closest_level, ai_reason: answer.reason },
      engine: name,
    };
  let missed = misses(answer);
  const all = both(missed);
  if (all.preferred.length || all.acceptable.length) {
    thread.push({ role: 'user', content: rewriteFollowUp(all) });
    answer = await ask();
    missed = misses(answer);
  }
  const shown = settleAiRewrites(
    input.clause,
    { preferred: answer.preferred_clause, acceptable: answer.acceptable_clause },
    missed.text,
    playbook,
    own,
  );
  // An AI text not shown (it broke a rule) leaves no warning of what it missed: the judgment says why.
  const warnings = rewriteWarnings({
    preferred: missed.text.preferred.length > 0 ? [] : missed.level.preferred,
    acceptable: missed.text.acceptable.length > 0 ? [] : missed.level.acceptable,
  });
  return {
    ...shown,
    assessment: { ...describeAssessment(own), ai_level: answer.closest_level, ai_reason: answer.reason },
    engine: name,
    ...(warnings && { warnings }),
  };
};

/**
 * One answer per clause of the batch, in batch order: categories matched to the playbook's names as
 * names compare (nameKey: case, spacing, composed accents aside); unknown names, missing clauses and indexes not in the batch → null. The
 * categories a clause is also under keep the same rule, without its own category or repeats.
 */
const alignClassification = (
  input: TClassifyInput,
  answers: { index: number; category: string | null; also?: string[] | null }[],
): TClassifyOutput => {
  const names = new Map(input.categories.map((name) => [nameKey(name), name]));
  const byIndex = new Map<number, { category: string | null; also: string[] }>();
  for (const answer of answers) {
    if (byIndex.has(answer.index)) continue;
    const category = answer.category === null ? null : (names.get(nameKey(answer.category)) ?? null);
    const also = (answer.also ?? []).flatMap((name) => names.get(nameKey(name)) ?? []);
    byIndex.set(answer.index, {
      category,
      also: category === null ? [] : [...new Set(also)].filter((name) => name !== category),
    });
  }
  return input.clauses.map((clause) => {
    const { category = null, also = [] } = byIndex.get(clause.index) ?? {};
    return also.length > 0 ? { index: clause.index, category, also } : { index: clause.index, category };
  });
};
