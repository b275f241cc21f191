import { describe, expect, it } from 'vitest';
import { readSectionTitles } from './section-titles';

describe('section titles', () => {
  it('reads the title of each numbered section by the number references use', () => {
    expect(
      readSectionTitles([
        { heading: '8 INDEMNIFICATION' },
        { heading: 'Section 10.2 Northwind General Indemnification' },
        { heading: 'Clause 11.4 Limitation of Liability' },
        { heading: 'SECTION 9. TERM AND TERMINATION' },
        { heading: '15.1 Governing law; jurisdiction' },
        { heading: 'ARTICLE XIV CONFIDENTIALITY' },
        { heading: '12.3 License.' },
        { heading: 'SERVICES AGREEMENT' },
        { heading: '8. Fees' },
      ]),
    ).toEqual({
      '8': 'INDEMNIFICATION',
      '10.2': 'Northwind General Indemnification',
      '11.4': 'Limitation of Liability',
      '9': 'TERM AND TERMINATION',
      '15.1': 'Governing law; jurisdiction',
      '14': 'CONFIDENTIALITY',
      xiv: 'CONFIDENTIALITY',
      '12.3': 'License',
    });
  });
});
