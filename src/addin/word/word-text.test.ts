import { describe, expect, it } from 'vitest';
import { checkedTextOf, normalizeWordText } from './word-text';

describe("Word's text", () => {
  it('reads paragraph marks, line breaks and cell marks as line breaks, other controls as spaces, length kept', () => {
    const raw = 'One\rTwo\u000bThree\u0007Four\u0001Five\tSix';
    const text = normalizeWordText(raw);
    expect(text).toBe('One\nTwo\nThree\nFour Five\tSix');
    expect(text.length).toBe(raw.length);
  });

  it('sends the selection trimmed, remembering where it starts', () => {
    expect(checkedTextOf('  Clause text.\r')).toEqual({
      raw: '  Clause text.\r',
      clause: 'Clause text.',
      lead: 2,
    });
    expect(checkedTextOf('\r').clause).toBe('');
  });
});
