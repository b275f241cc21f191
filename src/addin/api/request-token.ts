import { ZBearerSession } from '../../shared/schemas/addin';
import { apiRequest } from '../../web/api-client';

export type TSignInFields = { username: string; email: string } | { username: string; password: string };

/** Signs in for a bearer session (`POST /api/v1/auth/token/`): the token the dialog hands the pane. */
export const requestToken = async (fields: TSignInFields) =>
  (await apiRequest('/auth/token/', { form: fields, data: ZBearerSession })).data;

/**
 * After single sign-on the dialog holds a session cookie, which the pane cannot use: this trades it for
 * a bearer session of the same person (`POST /api/v1/auth/token/from-session/`).
 */
export const requestTokenFromSession = async () =>
  (await apiRequest('/auth/token/from-session/', { method: 'POST', data: ZBearerSession })).data;
