import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptAll, escapeRedlineText, parseRedline, rejectAll } from '../shared/redline-markup';
import { redline, type TRedlineLimits, tokenize } from './redline';

/** Redlines and checks the two properties every redline must have. */
const exact = (original: string, revised: string, limits?: TRedlineLimits) => {
  const markup = redline(original, revised, limits);
  expect(acceptAll(markup)).toBe(revised);
  expect(rejectAll(markup)).toBe(original);
  return markup;
};

/** Deterministic words from a Zipf-like vocabulary, so some words repeat and many are unique. */
const words = (count: number, seed: number) => {
  let state = seed;
  const random = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  const out: string[] = [];
  for (let n = 0; n < count; n++) out.push(`w${Math.floor(1 / (random() + 0.0002))}`);
  return out;
};

describe('tokenize', () => {
  it('keeps numbers, apostrophes and hyphens inside words, and splits off punctuation', () => {
    expect(tokenize("The party's non-disclosure fee: $1,000.50 (see 3.2.1), due 30-60 days.")).toEqual([
      'The',
      ' ',
      "party's",
      ' ',
      'non-disclosure',
      ' ',
      'fee',
      ':',
      ' ',
      '$',
      '1,000.50',
      ' ',
      '(',
      'see',
      ' ',
      '3.2.1',
      ')',
      ',',
      ' ',
      'due',
      ' ',
      '30-60',
      ' ',
      'days',
      '.',
    ]);
  });

  it('splits whitespace runs from words and keeps them whole', () => {
    expect(tokenize('a  \n\tb')).toEqual(['a', '  \n\t', 'b']);
  });

  it('covers the whole text, whatever it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(tokenize(text).join('')).toBe(text);
      }),
      { numRuns: 200 },
    );
    expect(tokenize('\uD800a\uDC00 😀').join('')).toBe('\uD800a\uDC00 😀');
  });
});

describe('redline', () => {
  it('leaves identical text without markers', () => {
    expect(
      exact('The Supplier shall indemnify the Customer.', 'The Supplier shall indemnify the Customer.'),
    ).toBe('The Supplier shall indemnify the Customer.');
    expect(exact('', '')).toBe('');
  });

  it('marks a pure insertion', () => {
    expect(exact('The fee is due.', 'The fee is due in full.')).toBe('The fee is due** in full**.');
    expect(exact('', 'New clause.')).toBe('**New clause.**');
  });

  it('puts an insertion that could sit in two places after the words it shares with its neighbours', () => {
    // "of [the greater of ]$5m", as a lawyer marks it, not "[of the greater ]of $5m".
    expect(exact('limited to a maximum of $5m.', 'limited to a maximum of the greater of $5m.')).toBe(
      'limited to a maximum of **the greater of **$5m.',
    );
  });

  it('marks a pure deletion', () => {
    expect(exact('The fee is due in full.', 'The fee is due.')).toBe('The fee is due~~ in full~~.');
    expect(exact('Old clause.', '')).toBe('~~Old clause.~~');
  });

  it('replaces one word', () => {
    expect(exact('the old term', 'the new term')).toBe('the ~~old~~**new** term');
  });

  it('marks a punctuation change alone', () => {
    expect(exact('The fee is due, in full.', 'The fee is due; in full.')).toBe(
      'The fee is due~~,~~**;** in full.',
    );
  });

  it('preserves whitespace exactly', () => {
    expect(exact('line one\n\n  line two\t end', 'line one\n\n  line 2\t end')).toBe(
      'line one\n\n  line ~~two~~**2**\t end',
    );
    expect(exact('a b', 'a  b')).toBe('a~~ ~~**  **b');
  });

  it('compares numbers as whole words', () => {
    expect(exact('Payment within 30 days.', 'Payment within 60 days.')).toBe(
      'Payment within ~~30~~**60** days.',
    );
    expect(exact('A fee of $1,000.50 applies.', 'A fee of $2,000.50 applies.')).toBe(
      'A fee of $~~1,000.50~~**2,000.50** applies.',
    );
  });

  it('merges consecutive changed words into one change', () => {
    expect(exact('the old term here', 'the new word here')).toBe('the ~~old term~~**new word** here');
    expect(exact('the big red dog', 'the small dog')).toBe('the ~~big red~~**small** dog');
    expect(exact('x a b y', 'x y')).toBe('x ~~a b ~~y');
    expect(exact('The Supplier shall not be liable in any event.', 'The Supplier shall be liable.')).toBe(
      'The Supplier shall ~~not ~~be liable~~ in any event~~.',
    );
    expect(
      exact(
        'this Agreement, and the total shall not exceed the fees',
        'this Agreement is limited to twice the fees',
      ),
    ).toBe('this Agreement~~, and the total shall not exceed~~** is limited to twice** the fees');
  });

  it('escapes text that contains the markers', () => {
    expect(exact('the * mark', 'the ~ mark')).toBe('the ~~\\*~~**\\~** mark');
    expect(exact('a\\b', 'a\\c')).toBe('a\\\\~~b~~**c**');
    expect(exact('keep ~~this~~', 'keep **this**')).toBe('keep ~~\\~\\~~~**\\*\\***this~~\\~\\~~~**\\*\\***');
    expect(exact('2 * 3 = 6 here', '2 * 4 = 6 here')).toBe('2 \\* ~~3~~**4** = 6 here');
    // Two of its three words changed: the clean-up replaces the whole "sentence".
    expect(exact('2 * 3 = 6', '2 * 4 = 8')).toBe('~~2 \\* 3 = 6~~**2 \\* 4 = 8**');
  });

  it('never emits an empty change or two changes of the same kind side by side', () => {
    const markup = redline(
      'the quick brown fox jumps over the lazy dog',
      'a quick red fox leaps over lazy cats',
    );
    const segments = parseRedline(markup);
    for (let n = 1; n < segments.length; n++) {
      expect(segments[n]?.kind).not.toBe(segments[n - 1]?.kind);
    }
    for (const segment of segments) expect(segment.text).not.toBe('');
  });

  it('redlines a long clause with scattered edits word by word', () => {
    const original = words(2_000, 7);
    const revised = [...original];
    for (let n = 50; n < revised.length; n += 100) revised[n] = 'CHANGED';
    const markup = exact(original.join(' '), revised.join(' '));
    expect(parseRedline(markup).filter((s) => s.kind === 'inserted')).toHaveLength(20);
  });

  it('returns an exact redline of 10,000 words against their reversal', { timeout: 30_000 }, () => {
    const original = words(10_000, 1);
    exact(original.join(' '), [...original].reverse().join(' '));
  });

  it('returns an exact redline of 10,000 words against unrelated words', { timeout: 30_000 }, () => {
    exact(words(10_000, 1).join(' '), words(10_000, 2).join(' '));
  });

  it('returns an exact redline of long runs of one repeated token with shifts', { timeout: 30_000 }, () => {
    const original = 'a b '.repeat(5_000);
    let revised = '';
    for (let n = 0; n < 5_000; n++) revised += n % 37 === 0 ? 'a a b ' : n % 41 === 0 ? 'b ' : 'a b ';
    exact(original, revised);
    exact('~'.repeat(20_000), '*'.repeat(10_000) + '~'.repeat(10_000));
  });
});

describe('redline clean-up: marked up as a lawyer would', () => {
  it('replaces a mostly rewritten sentence in whole phrases, not scattered common words', () => {
    const original =
      'Supplier shall indemnify, defend, indemnify and hold harmless Halden and Customer and their respective ' +
      'officers, directors, employees and agents from and against any and all claims, losses, damages, ' +
      "liabilities, costs and expenses (including reasonable attorneys' fees) arising out of or relating to " +
      'any breach of this Agreement by Supplier.';
    const revised =
      'Supplier shall indemnify, defend and hold harmless Customer from and against all third-party claims ' +
      'alleging that the Services infringe any patent, copyright or trade secret, and shall pay all damages ' +
      'and costs finally awarded against Customer in respect of such claims.';
    // Word by word this was "defend~~, indemnify~~ and hold harmless ~~Halden and ~~Customer ~~and their …".
    expect(exact(original, revised)).toBe(
      `Supplier shall indemnify, ~~${original.slice('Supplier shall indemnify, '.length)}~~` +
        `**${revised.slice('Supplier shall indemnify, '.length)}**`,
    );
  });

  it('joins the changes of a rewritten phrase across the common words between them', () => {
    const opening =
      'The Receiving Party shall use the Confidential Information solely for the Purpose and shall not ' +
      'disclose it to any third party ';
    expect(
      exact(
        `${opening}without the prior written consent of the Disclosing Party, which consent may be withheld in its sole discretion.`,
        `${opening}except to its employees and advisers who need to know it and are bound by written obligations of confidentiality.`,
      ),
    ).toBe(
      `${opening}~~without the prior written consent of the Disclosing Party, which consent may be withheld in ` +
        'its sole discretion~~**except to its employees and advisers who need to know it and are bound by ' +
        'written obligations of confidentiality**.',
    );
    expect(
      exact(
        'On each purchase order Supplier shall use commercially reasonable efforts to deliver the Products within thirty days, at its cost.',
        'On each purchase order Supplier must deliver the Goods promptly, at its cost.',
      ),
    ).toBe(
      'On each purchase order Supplier ~~shall use commercially reasonable efforts to deliver the Products ' +
        'within thirty days~~**must deliver the Goods promptly**, at its cost.',
    );
  });

  it('keeps a changed value a minimal edit of its words', () => {
    const tail = ' Late payments bear interest at one percent (1%) per month.';
    expect(
      exact(
        `Customer shall pay each undisputed invoice within thirty (30) days after receipt.${tail}`,
        `Customer shall pay each undisputed invoice within sixty (60) days after receipt.${tail}`,
      ),
    ).toBe(
      `Customer shall pay each undisputed invoice within ~~thirty~~**sixty** (~~30~~**60**) days after receipt.${tail}`,
    );
    expect(
      exact(
        'Confidential Information shall be kept secret for five (5) years.',
        'Confidential Information shall be kept strictly confidential for three (3) years.',
      ),
    ).toBe(
      'Confidential Information shall be kept ~~secret~~**strictly confidential** for ~~five~~**three** (~~5~~**3**) years.',
    );
    expect(exact('The Supplier shall deliver the Goods.', 'The Vendor shall ship the Goods.')).toBe(
      'The ~~Supplier~~**Vendor** shall ~~deliver~~**ship** the Goods.',
    );
  });

  it('keeps an inserted carve-out a pure insertion', () => {
    const next = ' The Receiving Party shall protect it with reasonable care.';
    expect(
      exact(
        `Confidential Information does not include information that is or becomes publicly available.${next}`,
        'Confidential Information does not include information that is or becomes publicly available, other ' +
          `than through a breach of this Agreement by the Receiving Party.${next}`,
      ),
    ).toBe(
      'Confidential Information does not include information that is or becomes publicly available**, other ' +
        `than through a breach of this Agreement by the Receiving Party**.${next}`,
    );
  });

  it('replaces a sentence rewritten wholesale, period included, and leaves its neighbours alone', () => {
    const before = 'Payment is due on receipt. ';
    const after = ' Sections 7 and 9 survive termination.';
    const old =
      'Either party may terminate this Agreement for convenience on ninety (90) days written notice.';
    const rewritten =
      'Neither party may end this Agreement before the first anniversary of the Effective Date.';
    expect(exact(before + old + after, before + rewritten + after)).toBe(
      `${before}~~${old}~~**${rewritten}**${after}`,
    );
  });

  it('keeps the unchanged opening and ending of a rewritten sentence when they are three words or more', () => {
    expect(
      exact(
        'Either party may terminate this Agreement for convenience on ninety (90) days written notice to the other party.',
        'Either party may end the Agreement only for an uncured material breach by the other party.',
      ),
    ).toBe(
      'Either party may ~~terminate this Agreement for convenience on ninety (90) days written notice to~~' +
        '**end the Agreement only for an uncured material breach by** the other party.',
    );
  });

  it('keeps struck qualifiers separate deletions', () => {
    expect(
      exact(
        'Supplier shall at its own cost deliver all Goods and all related manuals to Customer.',
        'Supplier shall deliver Goods to Customer.',
      ),
    ).toBe(
      'Supplier shall ~~at its own cost ~~deliver ~~all ~~Goods ~~and all related manuals ~~to Customer.',
    );
  });

  it('keeps a struck qualifier and an added phrase apart', () => {
    // Changes at both ends make the diff anchor on the unique words in between, so that the deletion and
    // the insertion come out two words apart; joining them would strike and re-add "deliver Goods".
    const tail =
      " to Customer's designated premises during normal business hours, unpacked, inspected, labelled " +
      'correctly, accompanied by delivery notes, invoices, certificates of conformity plus safety data sheets.';
    expect(
      exact(
        `Subject to Clause 4, Supplier shall promptly, diligently and carefully deliver Goods${tail}`,
        `Subject to Clause 5, Supplier shall deliver Goods in full${tail}`,
      ),
    ).toBe(
      `Subject to Clause ~~4~~**5**, Supplier shall ~~promptly, diligently and carefully ~~deliver Goods **in full **${tail.trimStart()}`,
    );
  });

  it('replaces a rewritten line whole, even without a sentence end', () => {
    expect(
      exact(
        'Governing law: England and Wales\nDisputes go to the courts of London under English procedure',
        'Governing law: England and Wales\nClaims are referred to the courts of arbitration in Paris',
      ),
    ).toBe(
      'Governing law: England and Wales\n~~Disputes go to the courts of London under English procedure~~' +
        '**Claims are referred to the courts of arbitration in Paris**',
    );
  });

  it('does not join a rewritten sentence to a word changed in the next one', () => {
    expect(
      exact(
        'The Supplier shall keep records. Either party may audit them once a year on notice.',
        'Each party shall comply with applicable law. Neither party may audit them once a year on notice.',
      ),
    ).toBe(
      '~~The Supplier shall keep records.~~**Each party shall comply with applicable law.** ~~Either~~**Neither** ' +
        'party may audit them once a year on notice.',
    );
  });

  it('joins a struck clause and an added sentence where only the new text ends a sentence', () => {
    expect(
      exact(
        'Liability is capped at the fees paid before the claim, and Supplier excludes all liability for loss of data.',
        'Liability is capped at the fees paid before the claim. Neither party is liable for indirect damages.',
      ),
    ).toBe(
      'Liability is capped at the fees paid before the claim~~, and Supplier excludes all liability for loss of ' +
        'data~~**. Neither party is liable for indirect damages**.',
    );
  });

  it("keeps the clause's longer run of words when a sentence added after it repeats a word it changes", () => {
    // Patience diff anchored on "ninety" (once on each side) and struck "prior written notice to Supplier"
    // to add it back; the longer run the rewrite kept is the anchor.
    const original =
      'Customer may terminate for convenience upon ninety (90) days prior written notice to Supplier.';
    const revised =
      'Customer may terminate for convenience upon thirty (30) days prior written notice to Supplier. Either party may terminate for material breach not cured within thirty (30) days after written notice. Upon any termination, Supplier shall provide transition assistance for up to ninety (90) days at the rates in this Agreement.';
    expect(exact(original, revised)).toBe(
      'Customer may terminate for convenience upon ~~ninety~~**thirty** (~~90~~**30**) days prior written notice to Supplier.** Either party may terminate for material breach not cured within thirty (30) days after written notice. Upon any termination, Supplier shall provide transition assistance for up to ninety (90) days at the rates in this Agreement.**',
    );
  });

  it.each([
    ['(a) Ownership\n\n', 'Halden agrees that Northwind owns the Solution. ', 'Halden acquires no rights.'],
    [
      '(a) OWNERSHIP\n\n',
      'THE CUSTOMER AGREES THAT THE SUPPLIER OWNS THE SOLUTION. ',
      'THE CUSTOMER ACQUIRES NO RIGHTS.',
    ],
    [
      '4.2 Licence\n\n',
      'The Customer acknowledges that the Supplier owns the Software, save as set out below. ',
      'The Customer acquires no other rights.',
    ],
  ])(
    'strikes a sentence from its first word after a line break, not from its second: "%s"',
    (heading, struck, kept) => {
      expect(exact(`${heading}${struck}${kept}`, `${heading}${kept}`)).toBe(`${heading}~~${struck}~~${kept}`);
    },
  );

  it('keeps a sentence whole when the one before it is struck and sentences are added after it', () => {
    // The struck and the added sentences share many words; the kept sentence between them stays as it
    // is, its full stop its own, rather than the three being struck and written again.
    const original =
      'Supplier owns and retains all right, title and interest in the Deliverables and all work product. Supplier grants Customer a non-exclusive license to use the Deliverables during the Term.';
    const revised =
      'Supplier grants Customer a non-exclusive license to use the Deliverables during the Term. All Deliverables and other work product created by Supplier for Customer under this Agreement shall be owned exclusively by Customer.';
    expect(exact(original, revised)).toBe(
      '~~Supplier owns and retains all right, title and interest in the Deliverables and all work product. ~~Supplier grants Customer a non-exclusive license to use the Deliverables during the Term.** All Deliverables and other work product created by Supplier for Customer under this Agreement shall be owned exclusively by Customer.**',
    );
  });

  it('replaces two unrelated paragraphs paragraph by paragraph', () => {
    const original = [
      'The Supplier warrants that the Services will be performed in a professional and workmanlike manner in ' +
        'accordance with generally accepted industry standards.',
      'The Customer shall notify the Supplier of any breach of this warranty within thirty (30) days of its discovery.',
    ];
    const revised = [
      'Neither party shall be liable for any indirect, incidental or consequential damages, including loss of ' +
        'profits, even if advised of the possibility of such damages.',
      "Each party's total liability under this Agreement shall not exceed the fees paid in the twelve (12) " +
        'months preceding the claim.',
    ];
    expect(exact(original.join('\n\n'), revised.join('\n\n'))).toBe(
      `~~${original[0]}~~**${revised[0]}**\n\n~~${original[1]}~~**${revised[1]}**`,
    );
  });

  it('joins consecutive rewritten sentences of a line into one replacement', () => {
    const original = 'The Supplier shall keep records. The Customer may audit them once a year.';
    const revised = 'Each party shall comply with applicable law. Disputes go to the courts of England.';
    expect(exact(original, revised)).toBe(`~~${original}~~**${revised}**`);
  });
});

// Generous timeouts: these run thousands of redlines, and CI machines can be busy.
describe('redline properties', { timeout: 60_000 }, () => {
  const options = { numRuns: 500 };

  it('is exact for any two strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        exact(a, b);
      }),
      options,
    );
  });

  it('is exact for any two strings of graphemes and whitespace', () => {
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom(' ', '\n', '\t', '\u00a0'),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      ),
    });
    fc.assert(
      fc.property(text, text, (a, b) => {
        exact(a, b);
      }),
      options,
    );
  });

  // A small alphabet, markers included, so that edits collide with each other and with the escaping.
  const piece = fc.constantFrom('the', 'a', '~~', '**', '*', '~', '\\', ' ', '\n', ',', '.', '1,000', "it's");
  const text = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));

  it('is exact for texts built from markers, backslashes and a few words', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        exact(a, b);
      }),
      { numRuns: 2_000 },
    );
  });

  it('is exact for a text and an edited copy of it', () => {
    const edit = fc.record({
      at: fc.nat(),
      remove: fc.nat({ max: 4 }),
      insert: fc.array(piece, { maxLength: 4 }),
    });
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.array(edit, { maxLength: 6 }), (parts, edits) => {
        const revised = [...parts];
        for (const { at, remove, insert } of edits)
          revised.splice(at % (revised.length + 1), remove, ...insert);
        exact(parts.join(''), revised.join(''));
      }),
      { numRuns: 1_000 },
    );
  });

  it('is exact when every work limit runs out, anywhere', () => {
    const limits = fc.record({
      diffWork: fc.nat(300),
      anchorWorkPerToken: fc.nat(3),
      anchorWorkBase: fc.nat(100),
      slideWorkPerToken: fc.nat(2),
      slideWorkBase: fc.nat(5),
    });
    const long = fc.array(piece, { maxLength: 200 });
    fc.assert(
      fc.property(
        long,
        fc.array(fc.tuple(fc.nat(), piece), { maxLength: 20 }),
        limits,
        (parts, edits, limit) => {
          const revised = [...parts];
          for (const [at, insert] of edits) revised.splice(at % (revised.length + 1), at % 3, insert);
          exact(parts.join(''), revised.join(''), limit);
          exact(parts.join(''), [...parts].reverse().join(''), limit);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  // Clause-like text for the clean-up: words (some unicode), numbers, sentence ends, line breaks, runs of
  // spaces and the markers, so that changes meet short equalities, sentence ends and escaping.
  const clauseWord = fc.constantFrom(
    'Supplier',
    'shall',
    'the',
    'and',
    'of',
    'Customer',
    'indemnify',
    'Zürich',
    'naïve',
    '日本',
    'Ω',
    '30',
    'thirty',
    "party's",
    '😀',
  );
  const clauseSeparator = fc.constantFrom(
    ' ',
    ' ',
    ' ',
    '   ',
    ', ',
    '. ',
    '.\n',
    '\n\n',
    '; ',
    ' (',
    ') ',
    '\t',
  );
  const clausePiece = fc.oneof(clauseWord, clauseWord, clauseSeparator, fc.constantFrom('~~', '**', '\\'));
  const clause = fc.array(clausePiece, { maxLength: 80 });

  /** Exact, and well formed: no empty change, no two segments of a kind side by side, struck before added. */
  const exactAndTidy = (original: string, revised: string) => {
    const segments = parseRedline(exact(original, revised));
    for (let n = 0; n < segments.length; n++) {
      expect(segments[n]?.text).not.toBe('');
      if (n === 0) continue;
      expect(segments[n]?.kind).not.toBe(segments[n - 1]?.kind);
      if (segments[n]?.kind === 'deleted') expect(segments[n - 1]?.kind).not.toBe('inserted');
      if (segments[n]?.kind === 'inserted' && segments[n - 1]?.kind === 'deleted') {
        // A replacement does not begin or end with the same whitespace on both sides.
        const struck = segments[n - 1]?.text ?? '';
        const added = segments[n]?.text ?? '';
        const [leadS, leadA] = [struck, added].map((text) => /^\s*/u.exec(text)?.[0]);
        const [tailS, tailA] = [struck, added].map((text) => /\s*$/u.exec(text)?.[0]);
        if (leadS) expect(leadA).not.toBe(leadS);
        if (tailS) expect(tailA).not.toBe(tailS);
      }
    }
    return segments;
  };

  it('is exact and tidy for clause-like texts and edited copies of them', () => {
    const edit = fc.record({
      at: fc.nat(),
      remove: fc.nat({ max: 12 }),
      insert: fc.array(clausePiece, { maxLength: 12 }),
    });
    fc.assert(
      fc.property(clause, clause, fc.array(edit, { maxLength: 8 }), (parts, other, edits) => {
        exactAndTidy(parts.join(''), other.join(''));
        const revised = [...parts];
        for (const { at, remove, insert } of edits)
          revised.splice(at % (revised.length + 1), remove, ...insert);
        exactAndTidy(parts.join(''), revised.join(''));
      }),
      { numRuns: 1_000 },
    );
  });

  it('is exact and tidy for sentences of common words with phrases struck, added and replaced', () => {
    const sentence = fc.array(clauseWord, { minLength: 1, maxLength: 16 });
    const edit = fc.record({
      at: fc.nat(),
      remove: fc.nat({ max: 3 }),
      insert: fc.array(clauseWord, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(sentence, fc.array(edit, { maxLength: 3 }), (words, edits) => {
        const revised = [...words];
        for (const { at, remove, insert } of edits)
          revised.splice(at % (revised.length + 1), remove, ...insert);
        exactAndTidy(`${words.join(' ')}.`, `${revised.join(' ')}.`);
      }),
      { numRuns: 2_000 },
    );
  });

  // Distinct words joined by separators that end no sentence or line: a one-word change can only be
  // matched one way, so whatever the clean-up does beyond that is visible.
  const distinctWords = fc.uniqueArray(
    fc.constantFrom(
      'Supplier',
      'shall',
      'deliver',
      'Goods',
      'Zürich',
      'naïve',
      '日本',
      'Ω',
      '30',
      "party's",
      'fees',
    ),
    { minLength: 3 },
  );
  const inlineSeparator = fc.constantFrom(' ', '  ', ', ', ' (', ') ', ' ~~ ', ' ** ', '\t', ' \\ ');
  const joinWith = (words: string[], separators: string[]) =>
    words.map((w, n) => (n === 0 ? w : (separators[n % separators.length] as string) + w));

  it('keeps a one-word change in a sentence a one-word replacement', () => {
    fc.assert(
      fc.property(
        distinctWords,
        fc.array(inlineSeparator, { minLength: 1 }),
        fc.nat(),
        (words, separators, k) => {
          const at = k % words.length;
          const old = words[at] as string;
          const changed = words.map((word, n) => (n === at ? 'NEW' : word));
          const parts = joinWith(words, separators);
          const revised = joinWith(changed, separators);
          const separator = at === 0 ? '' : (separators[at % separators.length] as string);
          const before = escapeRedlineText(parts.slice(0, at).join('') + separator);
          const after = escapeRedlineText(parts.slice(at + 1).join(''));
          expect(exact(parts.join(''), revised.join(''))).toBe(`${before}~~${old}~~**NEW**${after}`);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps an inserted phrase a pure insertion', () => {
    const separator = fc.oneof(inlineSeparator, fc.constantFrom('. ', '.\n', '\n\n', '; '));
    const phrase = fc.array(fc.constantFrom('other', 'than', 'through', 'a', 'breach', '(i)', ','), {
      minLength: 1,
      maxLength: 10,
    });
    fc.assert(
      fc.property(
        distinctWords,
        fc.array(separator, { minLength: 1 }),
        phrase,
        fc.nat(),
        (words, separators, added, k) => {
          const parts = joinWith(words, separators);
          const inserted = `, ${added.join(' ')}`;
          const revised = [...parts];
          revised.splice(1 + (k % words.length), 0, inserted);
          const segments = exactAndTidy(parts.join(''), revised.join(''));
          expect(segments.filter((segment) => segment.kind === 'deleted')).toEqual([]);
          expect(
            segments.filter((segment) => segment.kind === 'inserted').map((segment) => segment.text),
          ).toEqual([inserted]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps struck or added words a pure deletion or insertion, however many', () => {
    const separator = fc.oneof(inlineSeparator, fc.constantFrom('. ', '.\n', '\n\n', '; '));
    fc.assert(
      fc.property(
        distinctWords,
        fc.array(separator, { minLength: 1 }),
        fc.array(fc.boolean(), { minLength: 1 }),
        (words, separators, dropped) => {
          const parts = joinWith(words, separators);
          const kept = parts.filter((_, n) => n === 0 || !dropped[n % dropped.length]);
          const struck = exactAndTidy(parts.join(''), kept.join(''));
          expect(struck.filter((segment) => segment.kind === 'inserted')).toEqual([]);
          const added = exactAndTidy(kept.join(''), parts.join(''));
          expect(added.filter((segment) => segment.kind === 'deleted')).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never marks a paragraph that is the same on both sides', () => {
    // With or without a sentence end before the blank line.
    const paragraph = fc
      .tuple(clause, fc.constantFrom('', '.'))
      .map(([parts, end]) => `The Supplier ${parts.join('')} and Customer${end}`);
    // Starts and ends with a word, so the blank line stays a token of its own.
    const text = clause.map((parts) => `Clause ${parts.join('')} end`);
    fc.assert(
      fc.property(paragraph, text, text, (same, original, revised) => {
        const head = parseRedline(exact(`${same}\n\n${original}`, `${same}\n\n${revised}`))[0];
        expect(head?.kind).toBe('same');
        expect(head?.text.startsWith(`${same}\n\n`)).toBe(true);
        const tail = parseRedline(exact(`${original}\n\n${same}`, `${revised}\n\n${same}`)).at(-1);
        expect(tail?.kind).toBe('same');
        expect(tail?.text.endsWith(`\n\n${same}`)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('is exact for whitespace-only texts', () => {
    const blank = fc.string({ unit: fc.constantFrom(' ', '\n', '\t', '\r', '\u2003') });
    fc.assert(
      fc.property(blank, blank, (a, b) => {
        exact(a, b);
      }),
      options,
    );
  });

  it('is exact for long texts of repeated tokens', () => {
    const repeated = fc
      .tuple(
        fc.constantFrom('a ', '~~', '** ', 'the ', '\\'),
        fc.integer({ min: 0, max: 3_000 }),
        fc.array(piece, { maxLength: 3 }),
      )
      .map(([token, times, tail]) => token.repeat(times) + tail.join(''));
    fc.assert(
      fc.property(repeated, repeated, (a, b) => {
        exact(a, b);
      }),
      { numRuns: 100 },
    );
  });
});
