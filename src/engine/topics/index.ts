import type { TTermKey } from '../terms/term-key';
import { ASSIGNMENT } from './assignment/topic';
import { AUDIT } from './audit/topic';
import { CONFIDENTIALITY } from './confidentiality/topic';
import { DAMAGES_EXCLUSION } from './damages-exclusion/topic';
import { GOVERNING_LAW } from './governing-law/topic';
import { INDEMNITY } from './indemnity/topic';
import { IP } from './ip/topic';
import { LIABILITY_CAP } from './liability-cap/topic';
import { NOTICE_AND_CURE } from './notice-and-cure/topic';
import { PARTIES } from './parties/topic';
import { PAYMENT } from './payment/topic';
import { RESTRICTIVE_COVENANTS } from './restrictive-covenants/topic';
import { TERM_AND_RENEWAL } from './term-and-renewal/topic';
import { TERMINATION } from './termination/topic';
import { owns, type TTopic } from './topic';
import { WARRANTIES } from './warranties/topic';

/**
 * The engine's legal topics, one folder each (its vocabulary, reader, comparison and edits, with their
 * tests). Adding a topic: its folder, and one line here.
 */
export const TOPICS: readonly TTopic[] = [
  LIABILITY_CAP,
  DAMAGES_EXCLUSION,
  INDEMNITY,
  TERM_AND_RENEWAL,
  TERMINATION,
  NOTICE_AND_CURE,
  PAYMENT,
  ASSIGNMENT,
  CONFIDENTIALITY,
  IP,
  GOVERNING_LAW,
  WARRANTIES,
  RESTRICTIVE_COVENANTS,
  AUDIT,
  PARTIES,
];

/** The topic of a term no listed topic owns. */
export const GENERAL_TOPIC = 'general';

/** The id of the topic that owns a term of this key (the first listed), else "general". */
export const topicOf = (key: TTermKey) => TOPICS.find((topic) => owns(topic, key))?.id ?? GENERAL_TOPIC;

/** Whether a period qualifies one of the rights of the topic that owns this term (see TTopic). */
export const periodQualifies = (period: TTermKey, right: TTermKey) =>
  period.kind === 'duration' &&
  TOPICS.find((topic) => owns(topic, right))?.qualifiedPeriods?.includes(period.role) === true;
