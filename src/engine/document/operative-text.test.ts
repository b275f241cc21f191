import { describe, expect, it } from 'vitest';
import { operativeText } from './operative-text';

describe('operativeText', () => {
  it('leaves out a whole section of definitions, by its heading', () => {
    expect(
      operativeText({
        heading: '1. DEFINITIONS',
        text: '1.1 “Affiliate” means any entity that controls a party.',
      }),
    ).toBe('');
    expect(operativeText({ heading: 'Article I Definitions and Interpretation', text: 'Any text.' })).toBe(
      '',
    );
  });

  it('leaves out each sentence that opens by defining a quoted term, and keeps the others', () => {
    expect(
      operativeText({ heading: '', text: '“Minimum Fee” has the meaning assigned to it in Section 7.2.' }),
    ).toBe('');
    expect(
      operativeText({
        heading: '9. Confidentiality',
        text: '9.1 “Confidential Information” means all information disclosed. The Receiving Party shall not disclose it.',
      }).trim(),
    ).toBe('The Receiving Party shall not disclose it.');
  });

  it('leaves out the titles of the sections it refers to', () => {
    expect(
      operativeText({
        heading: '8.1 Indemnity',
        text: 'Subject to Section 9 (Limitation of Liability), Supplier shall defend Customer, except for breach of SECTION 8.2(a) (CONFIDENTIALITY).',
      }),
    ).toBe('Subject to Section 9, Supplier shall defend Customer, except for breach of SECTION 8.2(a).');
    // A list of them: only the first number says "Sections".
    expect(
      operativeText({
        heading: '15.3 Effect of Termination',
        text: 'Sections 6 (Intellectual Property Ownership), 11 (Representations and Warranties; Disclaimers), 12 (Indemnification) and 13 (Limitation of Liability) survive; fees are due within thirty (30) days.',
      }),
    ).toBe('Sections 6, 11, 12 and 13 survive; fees are due within thirty (30) days.');
    expect(
      operativeText({
        heading: '',
        text: 'Sections 8 (Indemnification), 9 (Insurance), and 10 (Limitation of Liability) & 11 (Audit) survive.',
      }),
    ).toBe('Sections 8, 9, and 10 & 11 survive.');
  });

  it('keeps a clause that agrees something, even one that defines a term on its way or is headed otherwise', () => {
    const assignment = {
      heading: '14.8 Assignment',
      text: 'Neither party may assign this Agreement upon a change of control (a “Change of Control” means a merger).',
    };
    expect(operativeText(assignment)).toBe(assignment.text);
    const term = { heading: '9. Term', text: 'This Agreement (the “Agreement”) continues for two years.' };
    expect(operativeText(term)).toBe(term.text);
    // A heading that merely mentions a definition or interpretation is no section of definitions.
    const confidentiality = {
      heading: 'Definition of Confidential Information',
      text: 'Each party shall keep it secret.',
    };
    expect(operativeText(confidentiality)).toBe(confidentiality.text);
    const law = {
      heading: 'Governing Law and Interpretation',
      text: 'This Agreement is governed by Delaware law.',
    };
    expect(operativeText(law)).toBe(law.text);
  });
});
