import { DEMO_PLAYBOOK } from '../../server/seed/demo-playbook';
import type { TEvaluateInput, TGuidelines } from '../types';
import { draftEvaluation } from './draft-evaluation';

/** What the built-in engine's tests share: the demo playbook's guidelines and the engine's drafts. */
export const demo = (contract: string, category: string): TGuidelines => {
  const found = DEMO_PLAYBOOK.find((c) => c.name === contract)?.categories.find((c) => c.name === category);
  if (!found) throw new Error(`no demo guidelines for ${contract} / ${category}`);
  return found.guidelines;
};

export const NDA_TERM = demo('NDA', 'Term and Termination');
export const MSA_LIABILITY = demo('Master Services Agreement', 'Limitation of Liability');

/**
 * The built-in engine's edits of a clause of a category of the demo Master Services Agreement playbook,
 * as drafted: these tests say how the rewriter edits; src/engine/verify says which edits are shown.
 */
export const evaluateMsa = async (category: string, clause: string, parties?: TEvaluateInput['parties']) =>
  draftEvaluation({
    contractType: 'Master Services Agreement',
    category,
    clause,
    guidelines: demo('Master Services Agreement', category),
    ...(parties && { parties }),
  });

export const evaluateNda = async (category: string, clause: string, parties?: TEvaluateInput['parties']) =>
  draftEvaluation({
    contractType: 'NDA',
    category,
    clause,
    guidelines: demo('NDA', category),
    ...(parties && { parties }),
  });

export const evaluate = async (clause: string, guidelines: TGuidelines) =>
  draftEvaluation({ contractType: 'NDA', category: 'Term and Termination', clause, guidelines });

/** A contract's two parties by invented names (a customer and a supplier), as the document review reads them. */
export const namedParties = [
  { name: 'Halden', side: 'customer' },
  { name: 'Northwind', side: 'provider' },
] as const;
