/** Deadlines the levels set and a silent clause leaves open: a notice within so many days. */
import type { TPosition, TStatement } from '../../terms/playbook-positions';

/** A period the statement sets as the time an act must be done in ("within thirty (30) days"). */
const isDeadline = (statement: TStatement | undefined) =>
  statement?.type === 'number' && statement.term.kind === 'duration' && statement.term.deadline === true;

/** A notice the statement gives a deadline for ("shall give notice within thirty (30) days"). */
const noticeDeadline = (statement: TStatement | undefined) =>
  isDeadline(statement) && statement?.term.kind === 'duration' && statement.term.role === 'notice';

/**
 * A deadline only the lesser levels set, longer the better, the unacceptable the shortest: oral
 * information is confidential "only if … summarized in a writing … delivered within thirty (30) days
 * after disclosure" against "within five (5) days". The preferred level sets none, and a clause that
 * sets none leaves all the time there is.
 */
export const concededDeadline = (position: TPosition) =>
  position.direction > 0 &&
  position.statements.preferred === undefined &&
  isDeadline(position.statements.acceptable) &&
  isDeadline(position.statements.unacceptable);

/**
 * A deadline the levels set for an act of the side a longer one favours, the unacceptable level the
 * shortest ("the indemnified party shall give notice within thirty (30) days after receiving the claim"
 * against "within ten (10) days or forfeit"): a clause that sets that side none leaves it all the time
 * there is. Not a notice that only the better levels ask as the condition of a right they grant ("may
 * assign … by giving written notice within thirty (30) days after the assignment").
 */
export const ownDeadline = (position: TPosition, statement: TStatement | undefined) =>
  position.direction > 0 &&
  position.actor !== undefined &&
  position.actor !== 'mutual' &&
  noticeDeadline(statement) &&
  noticeDeadline(position.statements.unacceptable);
