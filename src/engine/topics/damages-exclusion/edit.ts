/** Which terms of a clause belong to its waiver of damages (the edits that keep a favourable waiver as it is). */
import type { TFeatureScope, TTermKey } from '../../terms/term-key';

const WAIVER_SCOPES: readonly (TFeatureScope | undefined)[] = ['waiver', 'waiver-carve-out', 'waiver-covers'];

/** A term of a waiver of damages: a damage waived, carved out of the waiver, a liability it covers. */
export const ofWaiver = (term: TTermKey) => term.kind === 'feature' && WAIVER_SCOPES.includes(term.scope);
