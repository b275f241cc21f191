import { ANY_DATA, apiRequest } from '../../../api-client';

/** Ends the session on the server, which also clears the HttpOnly `access_token` cookie. */
export const logout = () => apiRequest('/auth/logout', { method: 'POST', data: ANY_DATA });
