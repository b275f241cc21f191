import { describe, expect, it } from 'vitest';
import { readVerifiedEmail } from './verified-email';

describe('readVerifiedEmail', () => {
  it('takes an address the provider says is verified', () => {
    expect(readVerifiedEmail({ email: 'Jane@Acme.example', email_verified: true })).toEqual({
      ok: true,
      email: 'Jane@Acme.example',
    });
    // Some providers (Amazon Cognito) send the flag as a string.
    expect(readVerifiedEmail({ email: 'jane@acme.example', email_verified: 'true' }).ok).toBe(true);
  });

  it("takes Entra ID's xms_edov only when email_verified is absent", () => {
    expect(readVerifiedEmail({ email: 'jane@acme.example', xms_edov: true }).ok).toBe(true);
    expect(readVerifiedEmail({ email: 'jane@acme.example', xms_edov: '1' }).ok).toBe(false);
    expect(readVerifiedEmail({ email: 'jane@acme.example', email_verified: false, xms_edov: true }).ok).toBe(
      false,
    );
  });

  it('refuses an unverified, unsaid or empty address', () => {
    for (const claims of [
      { email: 'jane@acme.example' },
      { email: 'jane@acme.example', email_verified: false },
      { email: 'jane@acme.example', email_verified: 'false' },
      { email: 'jane@acme.example', email_verified: 1 },
      { email_verified: true },
      { email: '  ', email_verified: true },
      { email: ['jane@acme.example'], email_verified: true },
    ]) {
      expect(readVerifiedEmail(claims).ok, JSON.stringify(claims)).toBe(false);
    }
  });
});
