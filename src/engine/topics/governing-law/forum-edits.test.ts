import { describe, expect, it } from 'vitest';
import { builtinEngine } from '../../builtin/builtin-engine';
import { readTerms } from '../../terms/read-terms';
import type { TGuidelines } from '../../types';
import { oneValuePerTerm } from '../../verify/one-value-per-term';
import { takesTheForumAsTheLevel } from '../../verify/takes-the-forum-as-the-level';
import { unaddressedTermsUnchanged } from '../../verify/unaddressed-terms-unchanged';
import { failuresOf } from '../../verify/verify-test-helpers';

/** A playbook whose levels ask the place of the courts, and nothing of how they are taken. */
const PLACE_ONLY: TGuidelines = {
  preferred: 'The courts of the State of New York shall hear any dispute arising out of this Agreement.',
  acceptable: 'The courts of the State of Delaware shall hear any dispute arising out of this Agreement.',
  unacceptable: 'The courts of the State of Texas shall hear any dispute arising out of this Agreement.',
};

/** The same places, the preferred level stating an exclusive forum each party submits to. */
const EXCLUSIVE_PREFERRED: TGuidelines = {
  ...PLACE_ONLY,
  preferred:
    'Each party submits to the exclusive jurisdiction of the courts of the State of New York for any dispute arising out of this Agreement.',
};

const rewrite = async (clause: string, guidelines: TGuidelines = PLACE_ONLY) =>
  builtinEngine.evaluate({ contractType: 'NDA', category: 'Governing Law', clause, guidelines });

/** The features of how the forum is taken a text states: [feature, negated, whose]. */
const forumFeatures = (text: string) =>
  readTerms(text).terms.flatMap((t) =>
    t.kind === 'feature' &&
    ['exclusive-forum', 'submits-to-forum', 'venue-objection-waived'].includes(t.feature)
      ? [[t.feature, t.negated, t.actor ?? null]]
      : [],
  );

describe('how a forum is taken is read beside its place', () => {
  it.each([
    [
      'Licensee submits to the non-exclusive jurisdiction of the courts of London.',
      [
        ['submits-to-forum', false, 'customer'],
        ['exclusive-forum', true, null],
      ],
    ],
    [
      'THE PARTIES SUBMIT TO THE NONEXCLUSIVE JURISDICTION OF THE COURTS OF ENGLAND.',
      [
        ['submits-to-forum', false, 'mutual'],
        ['exclusive-forum', true, null],
      ],
    ],
    [
      'Each party irrevocably submits to the exclusive jurisdiction of the courts sitting in Harris County and waives any objection to venue in those courts.',
      [
        ['submits-to-forum', false, 'mutual'],
        ['exclusive-forum', false, null],
        ['venue-objection-waived', false, 'mutual'],
      ],
    ],
    [
      'Each party consents to the personal jurisdiction of the courts of Ontario and agrees not to plead forum non conveniens.',
      [
        ['submits-to-forum', false, 'mutual'],
        ['venue-objection-waived', false, 'mutual'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(forumFeatures(text)).toEqual(expected);
  });
});

describe('rule: an edit of the forum changes its place only, unless the level states more', () => {
  it.each([
    // A one-sided submission made mutual.
    [
      'Licensee submits to the jurisdiction of the courts of the State of Texas.',
      'Each party submits to the jurisdiction of the courts of the State of New York.',
    ],
    // A non-exclusive forum made exclusive, and the reverse.
    [
      'The parties submit to the non-exclusive jurisdiction of the courts of the State of Texas.',
      'The parties submit to the exclusive jurisdiction of the courts of the State of New York.',
    ],
    [
      'The courts of the State of Texas shall have exclusive jurisdiction over any dispute.',
      'The courts of the State of New York shall have jurisdiction over any dispute.',
    ],
    // A waiver of objections to the venue added or dropped.
    [
      'Each party submits to the courts of the State of Texas and waives any objection to venue in those courts.',
      'Each party submits to the courts of the State of New York.',
    ],
  ])('refused where the level asks the place only: %s', (clause, edited) => {
    expect(failuresOf(unaddressedTermsUnchanged, clause, edited, PLACE_ONLY).join('\n')).toMatch(
      /which the level does not address|the level does not ask for/,
    );
  });

  it('allows what the level states: an exclusive forum each party submits to', () => {
    expect(
      failuresOf(
        unaddressedTermsUnchanged,
        'Licensee submits to the non-exclusive jurisdiction of the courts of the State of Texas.',
        'Each party submits to the exclusive jurisdiction of the courts of the State of New York.',
        EXCLUSIVE_PREFERRED,
      ),
    ).toEqual([]);
  });

  it('allows at the acceptable level what the preferred level states (the preferred is acceptable too)', () => {
    const clause = 'Licensee submits to the jurisdiction of the courts of the State of Texas.';
    const edited = 'Each party submits to the exclusive jurisdiction of the courts of the State of New York.';
    expect(failuresOf(unaddressedTermsUnchanged, clause, edited, EXCLUSIVE_PREFERRED, 'acceptable')).toEqual(
      [],
    );
    expect(failuresOf(unaddressedTermsUnchanged, clause, edited, PLACE_ONLY, 'acceptable')).not.toEqual([]);
  });

  it('refuses a second submission by another party left beside the clause’s own', () => {
    expect(
      failuresOf(
        oneValuePerTerm,
        'Licensee submits to the jurisdiction of the courts of the State of Texas.',
        'Licensee submits to the jurisdiction of the courts of the State of New York. Each party submits to the exclusive jurisdiction of the courts of the State of New York.',
        EXCLUSIVE_PREFERRED,
      ).join('\n'),
    ).toMatch(/submission to the courts twice/);
  });

  it.each([
    [
      'Licensee submits to the non-exclusive jurisdiction of the courts sitting in Harris County.',
      'Licensee submits to the non-exclusive jurisdiction of the courts sitting in the State of New York.',
    ],
    [
      'Licensee irrevocably submits to the jurisdiction of the courts of London, and waives any objection to venue.',
      'Licensee irrevocably submits to the jurisdiction of the courts of the State of New York, and waives any objection to venue.',
    ],
    [
      'LICENSEE SUBMITS TO THE NON-EXCLUSIVE JURISDICTION OF THE COURTS OF DALLAS COUNTY.',
      'LICENSEE SUBMITS TO THE NON-EXCLUSIVE JURISDICTION OF THE COURTS OF THE STATE OF NEW YORK.',
    ],
  ])('the rewriter keeps who submits, the exclusivity and the waiver: %s', async (clause, expected) => {
    const result = await rewrite(clause);
    expect(result.preferred).toBe(expected);
    expect(result.status?.preferred).toBe('edited');
  });

  it.each([
    [
      'Each party submits to the non-exclusive jurisdiction of the courts of Dallas.',
      'Each party submits to the exclusive jurisdiction of the courts of the State of New York.',
    ],
    [
      'The parties agree to submit to the jurisdiction of the courts sitting in Harris County, provided that judgment may be enforced in any court.',
      'The parties agree to submit to the exclusive jurisdiction of the courts sitting in the State of New York, provided that judgment may be enforced in any court.',
    ],
  ])(
    'where the level asks an exclusive forum, the clause’s own submission is made exclusive: %s',
    async (clause, expected) => {
      const result = await rewrite(clause, EXCLUSIVE_PREFERRED);
      expect(result.preferred).toBe(expected);
      expect(result.status?.preferred).toBe('edited');
    },
  );
});

describe('rule: a list of forums is replaced by the level’s forum once', () => {
  it.each([
    [
      'Any action shall be brought in the state or federal courts located in Dallas, Houston or Austin.',
      'Any action shall be brought in the state or federal courts located in the State of New York.',
    ],
    [
      'Any action shall be brought in the courts of the State of Texas, the State of Ohio and the State of Delaware.',
      'Any action shall be brought in the courts of the State of New York.',
    ],
    [
      'ANY ACTION SHALL BE BROUGHT IN THE COURTS OF LONDON OR TORONTO.',
      'ANY ACTION SHALL BE BROUGHT IN THE COURTS OF THE STATE OF NEW YORK.',
    ],
  ])('%s', async (clause, expected) => {
    expect((await rewrite(clause)).preferred).toBe(expected);
  });

  it('keeps a forum’s country, which is no second forum of a list', async () => {
    expect(
      (await rewrite('The courts of the State of Texas, United States of America shall hear any dispute.'))
        .preferred,
    ).toBe('The courts of the State of New York, United States of America shall hear any dispute.');
  });

  it('leaves a list that names a court by its proper name for judgment', async () => {
    const clause =
      'The courts of the State of Texas and the United States District Court for the Western District of Texas shall hear any dispute.';
    const result = await rewrite(clause);
    expect(result.preferred).toBe(clause);
    expect(result.status?.preferred).toBe('needs_judgment');
  });

  it('makes the action brought only there where the level asks an exclusive forum and no one submits', async () => {
    const result = await rewrite(
      'Any action shall be brought in the courts of Dallas, Houston or Austin.',
      EXCLUSIVE_PREFERRED,
    );
    expect(result.preferred).toBe(
      'Any action shall be brought exclusively in the courts of the State of New York.',
    );
  });
});

describe('rule: a place inside a court’s proper name is replaced with the whole name or not at all', () => {
  it.each([
    'Any action shall be brought in the United States District Court for the Eastern District of Virginia.',
    'The parties submit to the exclusive jurisdiction of the High Court of Justice in England.',
    'ANY ACTION SHALL BE BROUGHT IN THE UNITED STATES DISTRICT COURT FOR THE SOUTHERN DISTRICT OF TEXAS.',
    'Any action shall be brought in the Texas Court of Chancery, whose decision shall be final.',
  ])('%s', async (clause) => {
    const result = await rewrite(clause);
    expect(result.preferred).toBe(clause);
    expect(result.status?.preferred).toBe('needs_judgment');
    expect(result.preferred).not.toMatch(/District of New York|Justice in the State of New York/i);
  });

  it('adds no forum of the level’s beside the named court, and leaves the court for judgment', async () => {
    const clause =
      'Each party shall bring any action in the United States District Court for the Eastern District of Virginia.';
    const result = await rewrite(clause, EXCLUSIVE_PREFERRED);
    expect(result.preferred).toBe(clause);
    expect(result.judgment?.preferred?.reason).toMatch(/no safe edit|fall short/);
    expect(result.judgment?.preferred?.reason).not.toMatch(/twice/);
  });
});

/** Every level states an exclusive forum each party submits to: only the place differs. */
const EXCLUSIVE_EVERYWHERE: TGuidelines = {
  preferred:
    'Each party irrevocably submits to the exclusive jurisdiction of the courts of the State of New York for any dispute arising out of this Agreement.',
  acceptable:
    'Each party submits to the exclusive jurisdiction of the courts of the State of Delaware for any dispute arising out of this Agreement.',
  unacceptable: 'The courts of the State of Texas shall have exclusive jurisdiction over any dispute.',
};

describe('a forum moved to the level’s place is taken as the level takes it', () => {
  it.each([
    [
      'The parties submit to the jurisdiction of the courts of London.',
      'submit to the exclusive jurisdiction',
    ],
    [
      'Each party hereby submits to the jurisdiction of the courts of Ontario.',
      'submits to the exclusive jurisdiction',
    ],
    [
      'BOTH PARTIES CONSENT TO THE JURISDICTION OF THE COURTS OF TEXAS.',
      'CONSENT TO THE EXCLUSIVE JURISDICTION',
    ],
  ])('makes the submission of "%s" exclusive in place', async (clause, exclusive) => {
    const result = await rewrite(clause, EXCLUSIVE_EVERYWHERE);
    expect(result.preferred).toContain(exclusive);
    expect(result.preferred).toMatch(/New York/i);
    expect(result.preferred).not.toMatch(/London|Ontario|Texas/i);
  });

  it.each([
    [
      'The Distributor irrevocably submits to the non-exclusive jurisdiction of the courts of Ontario.',
      'Each party irrevocably submits to the exclusive jurisdiction of the courts of the State of New York.',
    ],
    [
      'Licensee submits to the jurisdiction of the courts of Dallas.',
      'Each party submits to the exclusive jurisdiction of the courts of the State of New York.',
    ],
    [
      'Licensee agrees to submit to the jurisdiction of the courts of London.',
      'Each party agrees to submit to the exclusive jurisdiction of the courts of the State of New York.',
    ],
  ])(
    'makes one party’s submission every party’s where the level has each party submit: "%s"',
    async (clause, expected) => {
      const result = await rewrite(clause, EXCLUSIVE_EVERYWHERE);
      expect(result.preferred).toBe(expected);
    },
  );

  it.each([
    'In any dispute, Licensee agrees to submit to the jurisdiction of the courts of London.',
    'Licensee and its Affiliates submit to the jurisdiction of the courts of London.',
  ])('leaves one party’s submission it cannot make mutual for judgment: "%s"', async (clause) => {
    const result = await rewrite(clause, EXCLUSIVE_EVERYWHERE);
    expect(result.preferred).toBe(clause);
    expect(result.status?.preferred).toBe('needs_judgment');
  });

  it('refuses a forum edit that still reads non-exclusive or one-sided where the level states otherwise', () => {
    const clause = 'The parties submit to the jurisdiction of the courts of London.';
    const check = (edited: string) =>
      failuresOf(takesTheForumAsTheLevel, clause, edited, EXCLUSIVE_EVERYWHERE);
    expect(
      check('The parties submit to the jurisdiction of the courts of the State of New York.').join(),
    ).toMatch(/non-exclusive/);
    expect(
      check('Licensee submits to the exclusive jurisdiction of the courts of the State of New York.').join(),
    ).toMatch(/one party's submission/);
    expect(
      check('The parties submit to the exclusive jurisdiction of the courts of the State of New York.'),
    ).toEqual([]);
    // A forum the edit leaves where it was is no forum edit.
    expect(check(clause)).toEqual([]);
  });
});
