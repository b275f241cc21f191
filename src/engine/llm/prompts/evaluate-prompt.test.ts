import { describe, expect, it } from 'vitest';
import { evaluateUserPrompt } from './evaluate-prompt';

const input = {
  contractType: 'Master Services Agreement',
  category: 'Term and Termination',
  clause: 'NORTHWIND may terminate this Agreement upon one hundred and eighty (180) days notice to HALDEN.',
  guidelines: { preferred: 'p', acceptable: 'a', unacceptable: 'u' },
};

describe('the prompt of a clause review', () => {
  it("tells the AI which of the contract's parties plays which role of the playbook", () => {
    const prompt = evaluateUserPrompt({
      ...input,
      parties: [
        { name: 'NORTHWIND', side: 'provider' },
        { name: 'HALDEN', side: 'customer' },
      ],
    });
    expect(prompt).toContain('- NORTHWIND: provider\n- HALDEN: customer');
    expect(prompt.indexOf('- HALDEN: customer')).toBeLessThan(prompt.indexOf('<counterparty_clause>'));
  });

  it('says nothing of parties for a clause pasted alone', () => {
    expect(evaluateUserPrompt(input)).not.toContain("The contract's parties");
  });

  it('names the clause that binds the other party alike, so the AI does not make this one mutual', () => {
    const prompt = evaluateUserPrompt({ ...input, mirroredBy: 'clause #41' });
    expect(prompt).toContain("The contract's clause #41 gives or binds the other party alike");
    expect(evaluateUserPrompt(input)).not.toContain('binds the other party alike');
  });

  it('says the customer is paid where only the supplier pays, and nothing where the customer pays', () => {
    expect(evaluateUserPrompt({ ...input, payer: { side: 'provider', label: 'clause #63' } })).toContain(
      'In this contract only the provider pays (clause #63)',
    );
    expect(evaluateUserPrompt({ ...input, payer: { side: 'customer', label: 'clause #9' } })).not.toContain(
      'pays',
    );
  });
});
