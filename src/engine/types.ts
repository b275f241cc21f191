/** The playbook engine's contract (DESIGN §6.1): pure data in, pure data out. */
export type TLevel = 'preferred' | 'acceptable' | 'unacceptable';

export const LEVELS: readonly TLevel[] = ['preferred', 'acceptable', 'unacceptable'];

export type TGuidelines = Record<TLevel, string>;

export type TEvaluateInput = {
  contractType: string;
  category: string;
  clause: string;
  guidelines: TGuidelines;
};

export type TAssessment = {
  /** The level the input clause is closest to. */
  level: TLevel;
  /** Why, in a sentence or two a reviewer can read. */
  reason: string;
  /** Similarity to each level, 0–1, when the engine measures it (the built-in engine does). */
  scores?: Record<TLevel, number>;
};

export type TEvaluation = {
  preferred: string;
  acceptable: string;
  assessment: TAssessment;
  /** Which engine produced it, e.g. "builtin" or "azure:gpt-4o". */
  engine: string;
};

export type TRefineInput = {
  contractType: string;
  category: string;
  /** The clause the reviewer first pasted. */
  clause: string;
  guidelines: TGuidelines;
  /** Which rewrite is being refined. */
  level: 'preferred' | 'acceptable';
  /** The rewrite as it stands now. */
  current: string;
  feedback: string;
};

export type TRefinement = { clause: string; engine: string };

export type TEngine = {
  name: string;
  evaluate: (input: TEvaluateInput) => Promise<TEvaluation>;
  refine: (input: TRefineInput) => Promise<TRefinement>;
};
