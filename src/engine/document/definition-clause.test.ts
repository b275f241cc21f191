import { describe, expect, it } from 'vitest';
import { isDefinitionClause } from './definition-clause';

describe('isDefinitionClause', () => {
  it('knows a clause that defines a term by its opening or its heading', () => {
    expect(
      isDefinitionClause({
        heading: '1. DEFINITIONS',
        text: '1.1 “Affiliate” means any entity that controls a party.',
      }),
    ).toBe(true);
    expect(
      isDefinitionClause({
        heading: '',
        text: '“Minimum Fee” has the meaning assigned to it in Section 7.2.',
      }),
    ).toBe(true);
    expect(isDefinitionClause({ heading: '', text: '1.3 "Change of Control" shall mean a merger.' })).toBe(
      true,
    );
  });

  it('leaves a clause that agrees something, even one that defines a term on its way', () => {
    expect(
      isDefinitionClause({
        heading: '14.8 Assignment',
        text: 'Neither party may assign this Agreement upon a change of control (a “Change of Control” means a merger).',
      }),
    ).toBe(false);
    expect(
      isDefinitionClause({
        heading: '9. Term',
        text: 'This Agreement (the “Agreement”) continues for two years.',
      }),
    ).toBe(false);
  });
});
