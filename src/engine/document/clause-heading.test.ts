import { describe, expect, it } from 'vitest';
import { splitClauseHeading } from './clause-heading';
import { splitClauses } from './split-clauses';

const BODY = 'Northwind keeps every right it has in the Software it supplies, save as this Agreement grants.';

describe('splitClauseHeading', () => {
  it.each([
    ['one space', '2.8 Ownership. '],
    ['a tab', '2.8\tOwnership. '],
    ['several spaces', '2.8    Ownership.  '],
    ['a line break', '2.8\nOwnership.\n'],
    ['a tab and a line break after the title', '2.8\tOwnership:\n'],
  ])('keeps the number and title with %s after the number', (_name, heading) => {
    expect(splitClauseHeading({ heading: '2.8 Ownership', text: heading + BODY })).toEqual({
      heading,
      body: BODY,
    });
  });

  it('takes heading paragraphs above the clause with it, but not a body that merely starts in capitals', () => {
    const text = `2. GRANT OF RIGHTS.\n\n2.1 Hosting Software License. ${BODY}`;
    expect(splitClauseHeading({ heading: '2.1 Hosting Software License', text })).toEqual({
      heading: '2. GRANT OF RIGHTS.\n\n2.1 Hosting Software License. ',
      body: BODY,
    });
    const capitals =
      'EXCEPT FOR LIABILITY ARISING UNDER SECTION 8 OF THIS\nAGREEMENT, NEITHER PARTY SHALL BE LIABLE.';
    expect(splitClauseHeading({ heading: '9 LIMITATION OF LIABILITY', text: capitals })).toEqual({
      heading: '',
      body: capitals,
    });
    const section = `9 LIMITATION OF LIABILITY.\n\n${capitals}`;
    expect(splitClauseHeading({ heading: '9 LIMITATION OF LIABILITY', text: section }).body).toBe(capitals);
  });

  it('leaves a clause without its heading at the start whole, and never takes the last paragraph', () => {
    expect(splitClauseHeading({ heading: '2.1 Licence', text: BODY })).toEqual({ heading: '', body: BODY });
    expect(splitClauseHeading({ heading: '', text: BODY })).toEqual({ heading: '', body: BODY });
    // "2.1" is not the start of "2.10".
    expect(splitClauseHeading({ heading: '2.1', text: `2.10 ${BODY}` }).heading).toBe('');
    expect(splitClauseHeading({ heading: '', text: 'EXHIBIT A\n\nSOFTWARE' })).toEqual({
      heading: 'EXHIBIT A\n\n',
      body: 'SOFTWARE',
    });
  });

  it('finds the heading of every clause split from a document whose headings use tabs', () => {
    const titles = ['Definitions', 'Ownership', 'Fees', 'Term', 'Governing Law'];
    const text = titles
      .map((title, i) => `${i + 1}.\t${title}. ${BODY.replace('the Software', `item ${i + 1}`)}`)
      .join('\n\n');
    const spans = splitClauses(text);
    expect(spans).toHaveLength(titles.length);
    spans.forEach((span, i) => {
      const { heading, body } = splitClauseHeading(span);
      expect(heading).toBe(`${i + 1}.\t${titles[i]}. `);
      expect(heading + body).toBe(span.text);
    });
  });
});
