import type { TTerm, TTermReading } from '../terms/read-terms';
import { everyPartySubmits, submissionsIn } from '../topics/governing-law/edit';
import { quoted } from './inserted-text';
import type { TRewriteCheck } from './verify-input';

const features = (reading: TTermReading, feature: string) =>
  reading.terms.filter(
    (t): t is Extract<TTerm, { kind: 'feature' }> => t.kind === 'feature' && t.feature === feature,
  );

const venuePlaces = (reading: TTermReading) =>
  new Set(reading.terms.flatMap((t) => (t.kind === 'place' && t.role === 'venue' ? t.places : [])));

/**
 * A forum edit takes the forum as the level takes it: where the level's forum is exclusive, the
 * rewrite's is not left non-exclusive ("submit to the jurisdiction of the courts of New York County"
 * beside a level's "submits to the exclusive jurisdiction"); where the level has each party submit, the
 * rewrite does not keep one party's submission ("Licensee agrees to submit …"). Only where the edit
 * changes the forum's place: a forum the edit leaves alone is the other checks' to judge.
 */
export const takesTheForumAsTheLevel: TRewriteCheck = {
  id: 'takes-the-forum-as-the-level',
  rule: 'a changed forum is exclusive and every party submits to it where the level says so',
  check: ({ level, playbook, assessment, rewriteAssessment }) => {
    const guideline = playbook.readings[level];
    const rewrite = rewriteAssessment.reading;
    const before = venuePlaces(assessment.reading);
    const after = venuePlaces(rewrite);
    if (after.size === 0 || [...after].every((place) => before.has(place))) return [];
    const failures: string[] = [];
    const exclusive = (reading: TTermReading) => features(reading, 'exclusive-forum').some((t) => !t.negated);
    if (exclusive(guideline) && !exclusive(rewrite)) {
      const [submission] = [...submissionsIn(rewrite), ...features(rewrite, 'exclusive-forum')];
      failures.push(
        `leaves the forum non-exclusive where the level makes it exclusive${submission ? `: ${quoted(submission.quote.text)}` : ''}`,
      );
    }
    const levelMutual = submissionsIn(guideline).some((t) => everyPartySubmits(guideline, t));
    const oneSided = submissionsIn(rewrite).find((t) => !everyPartySubmits(rewrite, t));
    if (levelMutual && oneSided)
      failures.push(
        `keeps one party's submission to the forum where the level has each party submit: ${quoted(oneSided.quote.text)}`,
      );
    return failures;
  },
};
