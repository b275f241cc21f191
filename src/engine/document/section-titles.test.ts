import { describe, expect, it } from 'vitest';
import { readSectionTitles } from './section-titles';

describe('section titles', () => {
  it('reads the title of each numbered section by the number references use', () => {
    expect(
      readSectionTitles([
        { heading: '8 INDEMNIFICATION' },
        { heading: 'Section 10.2 NCM General Indemnification' },
        { heading: 'ARTICLE XIV CONFIDENTIALITY' },
        { heading: '12.3 License.' },
        { heading: 'SERVICES AGREEMENT' },
        { heading: '8. Fees' },
      ]),
    ).toEqual({
      '8': 'INDEMNIFICATION',
      '10.2': 'NCM General Indemnification',
      '14': 'CONFIDENTIALITY',
      xiv: 'CONFIDENTIALITY',
      '12.3': 'License',
    });
  });
});
