import { z } from 'zod';
import { nameField, requiredText } from './fields';
import { MAX_CLAUSE_CHARS } from './review';

/**
 * `POST /api/v1/auth/token/`: the fields of the user login (username + email) or of the master-admin
 * login (username + password); which one is told by the field sent, never both.
 */
export const ZTokenRequest = z
  .object({
    username: requiredText('username', 64),
    email: requiredText('email', 254).optional(),
    password: requiredText('password', 256).optional(),
  })
  .transform((value, ctx) => {
    if (value.email !== undefined && value.password !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'Send email to sign in as a user, or password to sign in as a master admin, not both',
      });
      return z.NEVER;
    }
    if (value.password !== undefined) {
      return { kind: 'masteradmin' as const, username: value.username, password: value.password };
    }
    if (value.email !== undefined) {
      return { kind: 'user' as const, username: value.username, email: value.email };
    }
    ctx.addIssue({
      code: 'custom',
      path: ['email'],
      message: 'email is required to sign in as a user (or password, as a master admin)',
    });
    return z.NEVER;
  });
export type TTokenRequest = z.output<typeof ZTokenRequest>;

/** A bearer session: the token to send as `Authorization: Bearer …` and when it ends (ISO 8601). */
export const ZBearerSession = z.object({ token: z.string(), expires_at: z.string() });
export type TBearerSession = z.infer<typeof ZBearerSession>;

/** `POST /api/v1/test/classify/text-clause/`: which category of a contract type a clause is. */
export const ZSuggestCategoryRequest = z.object({
  selected_contract: nameField('selected_contract'),
  input_clause: requiredText('input_clause', MAX_CLAUSE_CHARS, { multiline: true }),
});
export type TSuggestCategoryRequest = z.infer<typeof ZSuggestCategoryRequest>;

/**
 * The document classifier's reading of one clause: the category it fits best (null when none does) and
 * how well (0–1); `sure` when a document review would file the clause under it, false when the clause
 * only gives some evidence of it; and the other categories it is also under, best first.
 */
export const ZCategorySuggestion = z.object({
  category: z.string().nullable(),
  score: z.number(),
  sure: z.boolean(),
  also: z.array(z.object({ category: z.string(), score: z.number() })),
});
export type TCategorySuggestion = z.infer<typeof ZCategorySuggestion>;
