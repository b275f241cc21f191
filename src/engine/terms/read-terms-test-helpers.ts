import { readTerms, type TTerm } from './read-terms';

/** What the reader's tests share: the terms of a text, those of one key, their keys, a period's days. */
export const terms = (text: string) => readTerms(text).terms;
export const find = (text: string, key: string) => terms(text).filter((t) => t.key === key);
export const keysOf = (text: string) => terms(text).map((t) => t.key);
export const days = (term: TTerm | undefined) => (term?.kind === 'duration' ? term.days : undefined);
