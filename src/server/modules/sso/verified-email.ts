/** The claims the sign-in reads, from the ID token or the user info answer. */
export type TIdentityClaims = { email?: unknown; email_verified?: unknown; xms_edov?: unknown };

export type TEmailReading = { ok: true; email: string } | { ok: false; reason: string };

const isTrue = (value: unknown) => value === true || value === 'true';

/**
 * The e-mail address the provider vouches for (decision 034): its `email` claim when `email_verified`
 * is true. Microsoft Entra ID sends no `email_verified` for work accounts; there the optional claim
 * `xms_edov` (the address's domain is verified by the tenant that owns the account) stands in, and only
 * when the token carries no `email_verified` at all. Anything else is refused with the reason.
 */
export const readVerifiedEmail = (claims: TIdentityClaims): TEmailReading => {
  if (typeof claims.email !== 'string' || claims.email.trim() === '') {
    return {
      ok: false,
      reason: `Your organisation's sign-in did not say your e-mail address (the "email" claim), so it cannot be matched to your account.`,
    };
  }
  const verified =
    claims.email_verified === undefined ? isTrue(claims.xms_edov) : isTrue(claims.email_verified);
  if (!verified) {
    return {
      ok: false,
      reason: `Your organisation's sign-in did not confirm that ${claims.email.trim()} is verified, so it cannot be matched to your account.`,
    };
  }
  return { ok: true, email: claims.email.trim() };
};
