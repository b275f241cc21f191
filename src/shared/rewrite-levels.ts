/** The levels a clause is rewritten to: one list for the engine, the API schemas and the web app. */
export const REWRITE_LEVELS = ['preferred', 'acceptable'] as const;
export type TRewriteLevel = (typeof REWRITE_LEVELS)[number];
