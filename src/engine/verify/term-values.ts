import { featureDefinition, statedKey, type TTerm } from '../terms/read-terms';

/** A feature whose party is what it states ("Licensee submits …"): see TFeatureDefinition.partyIsTheValue. */
const partyIsTheValue = (term: TTerm) =>
  term.kind === 'feature' && featureDefinition(term.feature)?.partyIsTheValue === true;

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
      return partyIsTheValue(term) ? term.key : `${term.key}|${term.actor ?? ''}`;
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
      return partyIsTheValue(term)
        ? `${term.negated ? 'absent' : 'present'}|${term.actor ?? 'unnamed'}`
        : term.negated
          ? 'absent'
          : 'present';
    case 'who':
      return term.side;
  }
};

/** A term as a whole: what it states and of what ("duration:notice|notice|customer=30"). */
export const termSignature = (term: TTerm) => `${statedKey(term)}=${termSubject(term)}=${termValue(term)}`;
