import { z } from 'zod';
import { apiRequest } from '../../../api-client';

/** Ends the session on the server, which also clears the HttpOnly `access_token` cookie. */
export const logout = () => apiRequest('/auth/logout', { method: 'POST', data: z.unknown() });
