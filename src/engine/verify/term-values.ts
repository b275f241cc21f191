import { statedKey, type TTerm } from '../terms/read-terms';

/**
 * What a term is about, as one value of it can be stated: its key, its role and whose it is ("the
 * customer's notice period"). Two terms of one subject with different values contradict each other.
 */
export const termSubject = (term: TTerm) => {
  switch (term.kind) {
    case 'duration':
      return `${term.key}|${term.role}|${term.actor ?? ''}`;
    case 'percentage':
      return `${term.key}|${term.role}|${term.actor ?? ''}`;
    case 'cap':
      return `${term.key}|${term.basis}`;
    case 'place':
      return `${term.key}|${term.role}`;
    case 'feature':
      return `${term.key}|${term.actor ?? ''}`;
    case 'who':
      return `${term.key}`;
  }
};

/** The value a term states of its subject ("90 days", "New York", "absent"). */
export const termValue = (term: TTerm): string => {
  switch (term.kind) {
    case 'duration':
      return term.redacted ? 'redacted' : term.untilTerminated ? 'until terminated' : String(term.days);
    case 'percentage':
      return term.redacted ? 'redacted' : String(term.value);
    case 'cap':
      return `${term.value}${term.currency ?? ''}`;
    case 'place':
      return `${term.excluded ? 'not ' : ''}${[...term.places].sort().join('+')}`;
    case 'feature':
      return term.negated ? 'absent' : 'present';
    case 'who':
      return term.side;
  }
};

/** A term as a whole: what it states and of what ("duration:notice|notice|customer=30"). */
export const termSignature = (term: TTerm) => `${statedKey(term)}=${termSubject(term)}=${termValue(term)}`;
