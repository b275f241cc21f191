import { describe, expect, it } from 'vitest';
import { builtinEngine } from '../../builtin/builtin-engine';
import { readTerms, type TTerm } from '../../terms/read-terms';
import type { TGuidelines } from '../../types';

/** The places a text names for the law or the courts: role, place, words quoted, inside a court's name. */
const places = (text: string) =>
  readTerms(text).terms.flatMap((t: TTerm) =>
    t.kind === 'place' ? [[t.role, t.places.join('+'), t.quote.text, t.inCourtName === true]] : [],
  );

describe('a forum named by its city or county is a forum in the place it lies in', () => {
  it.each([
    ['Any action shall be brought in the courts of Dallas.', 'Texas', 'Dallas'],
    ['Disputes shall be heard by the courts sitting in Harris County.', 'Texas', 'Harris County'],
    ['THE COURTS OF DALLAS COUNTY SHALL HAVE EXCLUSIVE JURISDICTION.', 'Texas', 'DALLAS COUNTY'],
    [
      'The courts of competent jurisdiction in London shall have exclusive jurisdiction.',
      'England',
      'London',
    ],
    ['Any action shall be brought in any court in New York City.', 'New York', 'New York City'],
    [
      'Venue shall lie in the City and County of San Francisco.',
      'California',
      'City and County of San Francisco',
    ],
    ['The courts of the City of New York shall have jurisdiction.', 'New York', 'City of New York'],
    [
      'Each party submits to the non-exclusive jurisdiction of the courts of Toronto, provided that judgment may be enforced elsewhere.',
      'Ontario',
      'Toronto',
    ],
  ])('%s', (text, place, quote) => {
    expect(places(text)).toEqual([['venue', place, quote, false]]);
  });

  it.each([
    [
      'The parties submit to the state or federal courts located in Dallas County, Texas.',
      'Texas',
      'Dallas County, Texas',
    ],
    [
      'Each party submits to the federal and state courts in and for Santa Clara County, California.',
      'California',
      'Santa Clara County, California',
    ],
    // What the text says wins over the table: a London written with Ontario is in Ontario.
    ['Venue shall lie in the courts of London, Ontario.', 'Ontario', 'London, Ontario'],
    ['the courts of Dallas, Texas shall have jurisdiction', 'Texas', 'Dallas, Texas'],
  ])('reads a city written with its state as that state: %s', (text, place, quote) => {
    expect(places(text)).toEqual([['venue', place, quote, false]]);
  });

  it('reads "the English courts" as the courts of England, and "English" alone as no place', () => {
    expect(
      places(
        'This Agreement is governed by the laws of Delaware and the parties submit to the exclusive jurisdiction of the English courts.',
      ),
    ).toEqual([
      ['governing-law', 'Delaware', 'Delaware', false],
      ['venue', 'England', 'English', false],
    ]);
    expect(places('This Agreement is written in English and governed by the laws of New York.')).toEqual([
      ['governing-law', 'New York', 'New York', false],
    ]);
  });

  it('leaves a city it does not know, or a name that only starts like a city, unread', () => {
    expect(places('The courts of Springfield shall have jurisdiction.')).toEqual([]);
    expect(
      places('This Agreement between Phoenix Corp. and Acme is governed by the laws of Delaware.'),
    ).toEqual([['governing-law', 'Delaware', 'Delaware', false]]);
    expect(places("Any action shall be brought in Phoenix Technologies' home courts.")).toEqual([]);
  });
});

describe('a country written right after a place inside it says where that place is', () => {
  it.each([
    [
      'This Agreement is governed by the laws of the State of Florida in the United States of America, and venue shall lie in the courts of the State of Florida.',
      [
        ['governing-law', 'Florida', 'the State of Florida', false],
        ['governing-law', 'United States', 'United States of America', false],
        ['venue', 'Florida', 'the State of Florida', false],
      ],
    ],
    [
      'THIS AGREEMENT IS GOVERNED BY THE LAWS OF ONTARIO, CANADA, AND THE VENUE SHALL BE THE COURTS OF ENGLAND.',
      [
        ['governing-law', 'Ontario', 'ONTARIO', false],
        ['governing-law', 'Canada', 'CANADA', false],
        ['venue', 'England', 'ENGLAND', false],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(places(text)).toEqual(expected);
  });
});

describe('a place inside a court’s proper name is part of the name', () => {
  it.each([
    [
      'Any action shall be brought in the United States District Court for the Eastern District of Virginia.',
      [
        ['venue', 'United States', 'United States', true],
        ['venue', 'Virginia', 'Virginia', true],
      ],
    ],
    [
      'THE PARTIES SUBMIT TO THE UNITED STATES DISTRICT COURT FOR THE SOUTHERN DISTRICT OF NEW YORK.',
      [
        ['venue', 'United States', 'UNITED STATES', true],
        ['venue', 'New York', 'NEW YORK', true],
      ],
    ],
    [
      'The parties submit to the exclusive jurisdiction of the High Court of Justice in England.',
      [['venue', 'England', 'England', true]],
    ],
    [
      'Any action shall be brought in the Delaware Court of Chancery.',
      [['venue', 'Delaware', 'Delaware', true]],
    ],
    [
      'Any action shall be brought in the Court of Chancery of the State of Delaware or the courts of the State of Delaware.',
      [
        ['venue', 'Delaware', 'the State of Delaware', true],
        ['venue', 'Delaware', 'the State of Delaware', false],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(places(text)).toEqual(expected);
  });

  it.each([
    'The parties submit to the Courts of England and Wales.',
    'The courts of the State of New York shall have jurisdiction.',
    'The U.S. District Court having jurisdiction over the State of Florida shall hear any dispute.',
  ])('but not a place after courts named generically: %s', (text) => {
    expect(places(text).every(([, , , inName]) => inName === false)).toBe(true);
  });
});

describe('rule: an acronym replaced by the level’s place tells nothing of the clause’s capitals', () => {
  const LAW: TGuidelines = {
    preferred: 'This Agreement shall be governed by the laws of the State of New York.',
    acceptable: 'This Agreement shall be governed by the laws of the State of Delaware.',
    unacceptable: 'This Agreement shall be governed by the laws of the State of Texas.',
  };
  const preferredOf = async (clause: string) =>
    (
      await builtinEngine.evaluate({
        contractType: 'NDA',
        category: 'Governing Law',
        clause,
        guidelines: LAW,
      })
    ).preferred;

  it.each([
    'This Agreement shall be governed by the laws of the PRC, without regard to conflicts of law principles.',
    'This agreement is governed by the laws of the UK.',
    'The laws of the U.K. shall govern this Agreement.',
  ])('sentence case stays sentence case: %s', async (clause) => {
    const rewritten = await preferredOf(clause);
    expect(rewritten).toMatch(/State of New York/);
    expect(rewritten).not.toMatch(/STATE OF NEW YORK/);
  });

  it('a clause in capitals keeps them', async () => {
    expect(await preferredOf('THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF THE PRC.')).toMatch(
      /STATE OF NEW YORK/,
    );
  });
});
