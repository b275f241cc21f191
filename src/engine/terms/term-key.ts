/**
 * What a term is about, as a value: its kind and what of that kind (a period's role, a cap's measure
 * and basis, a feature and the scope it is named in, the side bound). Code asks these fields, never the
 * text of the key; `keyText` gives the stable text the term table and the playbook compare by
 * ("duration:notice", "cap:amount", "feature:cap-carve-out:fraud", "who:mutual").
 */

/** How a liability is named: carved out of a cap or a waiver, given a higher cap, capped, covered … */
export type TFeatureScope =
  | 'carve-out'
  | 'cap-carve-out'
  | 'waiver-carve-out'
  | 'super-cap'
  | 'capped'
  | 'indemnity-covers'
  | 'waiver-covers'
  | 'waiver'
  | 'disclaimer';

export type TCapBasis = 'amount' | 'fees-period' | 'fees-multiple';

export type TDurationKey = { kind: 'duration'; role: string };
export type TPercentKey = { kind: 'percentage'; role: string };
export type TPlaceKey = { kind: 'place'; role: 'governing-law' | 'venue' };
/** `cap`: the cap; `higher-cap`: a higher cap for some items. */
export type TCapKey = { kind: 'cap'; cap: 'cap' | 'higher-cap'; basis: TCapBasis };
/** `item`: the feature's id (a liability's, "fraud", or a concept's, "defend"); `scope`: how a liability is named. */
export type TFeatureKey = { kind: 'feature'; item: string; scope?: TFeatureScope };
/** `side`: 'mutual', or the side a one-sided obligation or right names. */
export type TWhoKey = { kind: 'who'; side: string };

export type TTermKey = TDurationKey | TPercentKey | TPlaceKey | TCapKey | TFeatureKey | TWhoKey;

/** The feature's name within its kind: "cap-carve-out:fraud", "defend". */
export const featureName = ({ item, scope }: Omit<TFeatureKey, 'kind'>) =>
  scope ? `${scope}:${item}` : item;

/** The key's stable text: terms with the same text are compared across levels. */
export const keyText = (key: TTermKey): string => {
  switch (key.kind) {
    case 'duration':
    case 'percentage':
    case 'place':
      return `${key.kind}:${key.role}`;
    case 'cap':
      return `${key.cap}:${key.basis}`;
    case 'feature':
      return `feature:${featureName(key)}`;
    case 'who':
      return `who:${key.side}`;
  }
};

/** A term's identity fields: the typed key and its text. */
export const keyed = <K extends TTermKey>(id: K) => ({ id, key: keyText(id) });

/** A feature term's identity fields: its key, its text and its name within the kind. */
export const featureKeyed = (item: string, scope?: TFeatureScope) => {
  const id: TFeatureKey = scope ? { kind: 'feature', item, scope } : { kind: 'feature', item };
  return { id, key: keyText(id), feature: featureName(id) };
};

/** The key of a feature stated without a scope ("feature:defend"). */
export const featureKeyText = (item: string, scope?: TFeatureScope) =>
  keyText(scope ? { kind: 'feature', item, scope } : { kind: 'feature', item });

export const isFeatureKey = (key: TTermKey, scope?: TFeatureScope): key is TFeatureKey =>
  key.kind === 'feature' && (scope === undefined || key.scope === scope);
