import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK } from '../../server/seed/demo-playbook';
import { builtinEngine } from '../builtin/builtin-engine';
import { buildPlaybookPositions } from '../terms/playbook-positions';
import { assessInDocument } from './assess-in-document';
import { mirroredClauses } from './mirrored-clauses';

const MSA = DEMO_PLAYBOOK.find((c) => c.name === 'Master Services Agreement');
const guidelines = MSA?.categories.find((c) => c.name === 'Term and Termination')?.guidelines;
if (!guidelines) throw new Error('no demo Term and Termination guidelines');
const positions = buildPlaybookPositions(guidelines);
const parties = [
  { name: 'Halden', side: 'customer' },
  { name: 'Northwind', side: 'provider' },
];

const BY_CUSTOMER =
  'Halden may terminate this Agreement immediately upon written notice if Northwind: (i) breaches any material provision of this Agreement and such breach continues for a period of thirty (30) days after written notice by Halden; or (ii) becomes insolvent.';
const BY_PROVIDER =
  'Subject to Section 10(e), Northwind may terminate this Agreement immediately upon written notice if Halden: (i) fails to pay any sum owing by it (other than any sum the payment of which is disputed by Halden in good faith) and such failure continues for a period of ten (10) days after delivery of a written notice by Northwind requiring Halden to correct such failure; or (ii) becomes insolvent.';
const PROVIDER_CONVENIENCE =
  'Northwind may terminate this Agreement for convenience on ninety (90) days prior written notice to Halden.';

const entry = (clause: string, label: string) => ({
  clause,
  category: 'Term and Termination',
  positions,
  score: 0.8,
  label,
});

describe('clauses that bind the two sides alike', () => {
  it.each([
    [BY_CUSTOMER, BY_PROVIDER],
    [
      'HALDEN MAY TERMINATE THIS AGREEMENT UPON WRITTEN NOTICE IF NORTHWIND BREACHES ANY MATERIAL PROVISION AND SUCH BREACH CONTINUES FOR THIRTY (30) DAYS AFTER WRITTEN NOTICE.',
      'NORTHWIND MAY TERMINATE THIS AGREEMENT UPON WRITTEN NOTICE IF HALDEN FAILS TO PAY ANY SUM DUE AND SUCH FAILURE CONTINUES FOR TEN (10) DAYS AFTER WRITTEN NOTICE.',
    ],
    [
      'Halden may terminate this Agreement by written notice if Northwind commits a material breach which is not remedied within thirty (30) days of written notice, or if Northwind becomes insolvent.',
      'Northwind may terminate this Agreement by written notice if Halden fails to pay any sum due which is not remedied within ten (10) days of written notice, or if Halden becomes insolvent.',
    ],
  ])(
    'pairs each side\'s termination for breach with the other\'s, whoever is named in the conditions: "%s"',
    (customers, providers) => {
      expect(
        mirroredClauses([entry(customers, 'clause #1'), entry(providers, 'clause #2')], { parties }),
      ).toEqual(['clause #2', 'clause #1']);
      expect(
        mirroredClauses([entry(customers, 'clause #1'), entry(PROVIDER_CONVENIENCE, 'clause #2')], {
          parties,
        }),
      ).toEqual([undefined, undefined]);
    },
  );

  it('pairs no clause with one of the same side, nor with one that states none of the same terms', () => {
    expect(
      mirroredClauses(
        [entry(BY_PROVIDER, 'clause #1'), entry(BY_PROVIDER.replace('ten (10)', 'five (5)'), 'clause #2')],
        { parties },
      ),
    ).toEqual([undefined, undefined]);
    expect(
      mirroredClauses([entry(BY_CUSTOMER, 'clause #1'), entry(PROVIDER_CONVENIENCE, 'clause #2')], {
        parties,
      }),
    ).toEqual([undefined, undefined]);
  });

  it('judges mutuality with the twin: no finding of one-sidedness, and no mention swapped in the rewrite', async () => {
    const alone = await builtinEngine.evaluate({
      contractType: 'Master Services Agreement',
      category: 'Term and Termination',
      clause: BY_PROVIDER,
      guidelines,
      parties,
    });
    expect(alone.assessment.reason).toContain('mutual: the clause binds or favours one side only');
    const paired = await builtinEngine.evaluate({
      contractType: 'Master Services Agreement',
      category: 'Term and Termination',
      clause: BY_PROVIDER,
      guidelines,
      parties,
      mirroredBy: 'clause #1',
    });
    expect(paired.assessment.reason).not.toContain('one side only');
    expect(paired.preferred).toContain('disputed by Halden in good faith');
    expect(paired.acceptable).toContain('disputed by Halden in good faith');

    const [, provider] = assessInDocument(
      [entry(BY_CUSTOMER, 'clause #1'), { ...entry(BY_PROVIDER, 'clause #2'), mirroredBy: 'clause #1' }],
      { parties },
    );
    expect(provider?.assessment.level).toBe('preferred');
    expect(provider?.assessment.reason).not.toContain('one side only');
  });
});
