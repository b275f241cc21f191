import type { TFeatureScope, TTermKey } from '../terms/term-key';

/**
 * A legal topic: the terms it owns, named by their typed keys (a period's or a rate's role, a place's
 * role, the cap, a feature and the scopes liabilities are named in, who is bound). Every term-table row
 * names its topic (`topicOf`), and every rule that decides a row is named `<topic>.<rule>`.
 */
export type TTopic = {
  /** Stable id, the first part of every rule id of the topic ("liability-cap"). */
  id: string;
  /** How a reader names it. */
  label: string;
  owns: {
    durations?: readonly string[];
    percentages?: readonly string[];
    places?: readonly string[];
    caps?: boolean;
    /** Features stated as such ("defend", "cap"). */
    features?: readonly string[];
    /** Liabilities named in these scopes, whatever the liability ("cap-carve-out:fraud"). */
    scopes?: readonly TFeatureScope[];
    who?: boolean;
  };
  /**
   * Periods that, beside this topic's rights, qualify one of them: an assignment clause's notice period
   * is that of the right to assign without consent; a licence's term is the licence's. Where a clause
   * states neither, the right is its problem, not the period.
   */
  qualifiedPeriods?: readonly string[];
};

/** Whether the topic owns a term of this key. */
export const owns = ({ owns }: TTopic, key: TTermKey) => {
  switch (key.kind) {
    case 'duration':
      return owns.durations?.includes(key.role) === true;
    case 'percentage':
      return owns.percentages?.includes(key.role) === true;
    case 'place':
      return owns.places?.includes(key.role) === true;
    case 'cap':
      return owns.caps === true;
    case 'feature':
      return key.scope
        ? owns.scopes?.includes(key.scope) === true
        : owns.features?.includes(key.item) === true;
    case 'who':
      return owns.who === true;
  }
};
