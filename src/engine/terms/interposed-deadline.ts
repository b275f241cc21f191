import type { TTokenised } from './text-tokens';

/** The verbs a party's duty opens with, before a deadline set off by commas: "shall, within …, pay". */
const MODALS = /\b(?:shall|will|must|agrees? to|undertakes? to)\s*,\s*$/i;
/** How many words after the closing comma make the action's cue ("pay each invoice", "return all"). */
const ACTION_WORDS = 3;

/**
 * The action a deadline set off by commas after the duty's modal bounds: "Customer shall, within ten
 * (10) days of its date, pay each invoice" — the words right after the closing comma (token span), or
 * undefined where the deadline (starting at token `first`) stands elsewhere.
 */
export const interposedAction = (tokenised: TTokenised, first: number, to: number) => {
  const opening = tokenised.tokens[first];
  if (!opening) return undefined;
  const sentenceStart = tokenised.sentences[opening.sentence]?.start ?? 0;
  if (!MODALS.test(tokenised.text.slice(sentenceStart, opening.start))) return undefined;
  for (let k = Math.max(to, first + 1); k < tokenised.tokens.length; k += 1) {
    const token = tokenised.tokens[k];
    const previous = tokenised.tokens[k - 1];
    if (!token || !previous || token.sentence !== opening.sentence) return undefined;
    if (tokenised.text.slice(previous.end, token.start).includes(','))
      return { from: k, to: k + ACTION_WORDS };
  }
  return undefined;
};
