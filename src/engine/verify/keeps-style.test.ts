import { describe, expect, it } from 'vitest';
import { keepsStyle } from './keeps-style';
import { failuresOf } from './verify-test-helpers';

const check = (clause: string, rewrite: string) => failuresOf(keepsStyle, clause, rewrite);

describe("rule: an edit keeps the clause's capitals, spelling and list numbering", () => {
  it.each([
    [
      'lower case added to a clause in capitals',
      'THE CUSTOMER SHALL PAY EACH INVOICE WITHIN THIRTY (30) DAYS.',
      'THE CUSTOMER SHALL PAY EACH INVOICE WITHIN THIRTY (30) DAYS, save that disputed amounts are payable on resolution.',
      /lower case/,
    ],
    [
      'capitals added to a clause that is not in capitals',
      'The Customer shall pay each invoice within thirty (30) days of receipt.',
      'The Customer shall pay each invoice within thirty (30) days of receipt. NO INTEREST SHALL ACCRUE ON LATE PAYMENTS.',
      /in capitals/,
    ],
    [
      'American spelling added to British',
      'The Customer shall pay each authorised invoice, in favour of the Supplier, within thirty (30) days.',
      'The Customer shall pay each authorised invoice, in favour of the Supplier, within sixty (60) days, unless the organization disputes it in a signed check.',
      /american spelling/,
    ],
    [
      'British spelling added to American',
      'The Customer shall pay each authorized invoice within thirty (30) days, unless the organization disputes it.',
      'The Customer shall pay each authorized invoice within sixty (60) days, unless the organization disputes it and the defence is raised.',
      /british spelling/,
    ],
    [
      'an item numbered unlike the list',
      'The Customer shall pay (a) the fees; and (b) the expenses.',
      'The Customer shall pay (a) the fees; (b) the expenses; and (iii) any taxes.',
      /unlike the clause's list/,
    ],
    [
      'a number given twice',
      'The Customer shall pay (a) the fees; and (b) the expenses.',
      'The Customer shall pay (a) the fees; (b) the expenses; and (b) any taxes.',
      /numbers two items/,
    ],
  ])('%s is refused', (_name, clause, rewrite, message) => {
    expect(check(clause, rewrite).join('\n')).toMatch(message);
  });

  it.each([
    [
      'capitals kept in capitals',
      'THE CUSTOMER SHALL PAY EACH INVOICE WITHIN THIRTY (30) DAYS.',
      'THE CUSTOMER SHALL PAY EACH UNDISPUTED INVOICE WITHIN SIXTY (60) DAYS OF RECEIPT.',
    ],
    [
      'British kept British',
      'The Customer shall pay each authorised invoice within thirty (30) days.',
      'The Customer shall pay each authorised invoice within sixty (60) days, in favour of the organisation.',
    ],
    [
      'a list continued in its own numbering',
      'The Customer shall pay (a) the fees; and (b) the expenses.',
      'The Customer shall pay (a) the fees; (b) the expenses; and (c) any taxes.',
    ],
    [
      "a number's digits in parentheses, which are no list",
      'Supplier may terminate on ninety (90) days notice; Customer may terminate on thirty (30) days notice.',
      'Supplier may terminate on ninety (90) days notice; Customer may terminate on thirty (30) days notice, or on sixty (60) days notice for convenience.',
    ],
  ])('%s pass', (_name, clause, rewrite) => {
    expect(check(clause, rewrite)).toEqual([]);
  });
});
