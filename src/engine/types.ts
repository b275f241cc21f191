/** The playbook engine's contract (DESIGN §6.1): pure data in, pure data out. */
export type TLevel = 'preferred' | 'acceptable' | 'unacceptable';

export const LEVELS: readonly TLevel[] = ['preferred', 'acceptable', 'unacceptable'];

export type TGuidelines = Record<TLevel, string>;

export type TEvaluateInput = {
  contractType: string;
  category: string;
  clause: string;
  guidelines: TGuidelines;
  /**
   * The contract's parties and their sides ('provider', 'customer'), read from the whole document in a
   * document review: a clause that names its parties by their own names ("ENERGOUS may terminate …") is
   * read with them. A clause pasted alone has none.
   */
  parties?: readonly { name: string; side: string }[];
  /**
   * In a document review, the titles of the contract's numbered sections ("8" → "INDEMNIFICATION"):
   * "except for liability arising under Section 8" carves out the indemnities.
   */
  sectionTitles?: Readonly<Record<string, string>>;
  /**
   * In a document review, the clause that gives or binds the other side alike ("clause #93" for "(b)
   * CHT's Right to Terminate"): together they are mutual, so this clause is not made mutual on its own.
   */
  mirroredBy?: string;
  /**
   * In a document review, the one side the contract has pay, where only one does, and the clause that
   * says so: a customer that is paid keeps a long term.
   */
  payer?: { side: string; label: string };
  /**
   * In a document review, how the contract spells "party" ('Party' where it defines the word): words the
   * edit brings into a clause that does not say "party" itself are spelled so.
   */
  partyWord?: 'Party' | 'party';
  /**
   * In a clause test acting for a role the playbook does not speak for ("Supplier" with a customer's
   * playbook, decision 042): the clause is read from that side, and the playbook's wording, written for
   * the other side, is not written into it.
   */
  actingForOtherRole?: { role: string; playbookRole: string };
};

/** One row of the term table: a term, what the clause says, what each level asks, met or not. */
export type TTermRow = {
  /** What the term is about, stable across clauses ("duration:notice", "feature:carve-out:fraud"). */
  key: string;
  term: string;
  /** The clause's words for it, with character offsets into the clause; null when the clause is silent. */
  clause: { text: string; start: number; end: number } | null;
  preferred: string | null;
  acceptable: string | null;
  unacceptable: string | null;
  /** Met per level; null when the level states nothing distinct about the term. */
  met: { preferred: boolean | null; acceptable: boolean | null };
  /** The clause states what the unacceptable level states. */
  unacceptable_term: boolean;
  /**
   * The legal topic the term belongs to ("liability-cap": src/engine/topics/<topic>). The built-in
   * engine names it on every row; a review stored before it did has none.
   */
  topic?: string;
  /** The id of the rule that decided the row ("liability-cap.cap-carve-out-missing"): search for it. */
  rule?: string;
};

export type TAssessment = {
  /** The best level the clause meets (the engine's own reading of the clause). */
  level: TLevel;
  /** Why, in a sentence or two a reviewer can read. */
  reason: string;
  /** Fit to each level, 0–1: share of the level's terms met, word similarity as a tie-breaker. */
  scores?: Record<TLevel, number>;
  /** The term table behind the verdict. */
  terms?: TTermRow[];
  /** The AI provider's own reading and reason, shown beside the engine's verdict. */
  ai_level?: TLevel;
  ai_reason?: string;
};

export type TEvaluation = {
  preferred: string;
  acceptable: string;
  assessment: TAssessment;
  /** Which engine produced it, e.g. "builtin" or "azure:gpt-4o". */
  engine: string;
  /**
   * Terms a rewrite still misses after the AI provider was asked once more (never silently): shown
   * beside the rewrite they concern.
   */
  warnings?: Partial<Record<'preferred' | 'acceptable', string[]>>;
  /** How a rewrite was made where the reviewer should know it: the guideline's text in place of the clause. */
  notes?: Partial<Record<'preferred' | 'acceptable', string>>;
  /**
   * Per rewrite: `edited` (a verified edit), `meets` (the clause already meets the level, unchanged) or
   * `needs_judgment` (no edit could be verified: the clause unchanged, `judgment` says why).
   */
  status?: Record<'preferred' | 'acceptable', TRewriteStatus>;
  judgment?: Partial<Record<'preferred' | 'acceptable', TJudgment>>;
};

export const REWRITE_STATUSES = ['edited', 'meets', 'needs_judgment'] as const;
export type TRewriteStatus = (typeof REWRITE_STATUSES)[number];

/** Why a rewrite needs the reviewer's judgment: what was found, what the level asks, a suggestion. */
export type TJudgment = {
  /** One sentence a reviewer reads first ("This does not look like a Payment Terms clause."). */
  reason: string;
  /** The clause's own words for the terms at issue, quoted. */
  found: string[];
  /** What the level asks that the clause does not give. */
  asks: string[];
  /** The guideline's wording (or the AI's text) as a suggestion, not an edit. */
  suggestion: string;
  /** The checks an attempted edit failed (`rule-id: what failed`); empty when no edit was attempted. */
  failed: string[];
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

/** Per call: `signal` cancels the call (e.g. the rest of a document once one of its calls failed for good). */
export type TCallOptions = { signal?: AbortSignal };

export type TEngine = {
  name: string;
  evaluate: (input: TEvaluateInput, options?: TCallOptions) => Promise<TEvaluation>;
  refine: (input: TRefineInput, options?: TCallOptions) => Promise<TRefinement>;
  /**
   * Sorts a batch of clauses into the playbook's categories (the LLM engine). Engines without it (the
   * built-in one) leave classification to `classifyClauses` in `src/engine/document`, which also reads
   * the guidelines.
   */
  classify?: (input: TClassifyInput, options?: TCallOptions) => Promise<TClassifyOutput>;
};

/** A batch of a document's clauses to sort into the playbook's categories (the caller batches ~20). */
export type TClassifyInput = {
  contractType: string;
  /** The contract type's category names. */
  categories: string[];
  clauses: { index: number; heading: string; text: string }[];
};

/**
 * One answer per clause of the batch; `category` is one of the input's names, or null; `also`, the
 * other names the clause is also under.
 */
export type TClassifyOutput = { index: number; category: string | null; also?: string[] }[];
