import { authenticateWithBearer } from '../../web/api-client';

const KEY = 'clausebook.addin.token';

/** Kept in memory when the pane may not use storage (some hosts block it). */
let inMemory: string | null = null;

/**
 * The pane's bearer token: kept in the pane's own storage so that reopening the pane does not ask to
 * sign in again until the session ends (12 h, or Sign out); never in a cookie, which Word on the web
 * would not send from its frame (decision 032).
 */
export const sessionStore = {
  read: (): string | null => {
    try {
      return localStorage.getItem(KEY) ?? inMemory;
    } catch {
      return inMemory;
    }
  },
  write: (token: string) => {
    inMemory = token;
    try {
      localStorage.setItem(KEY, token);
    } catch {
      // Storage blocked: the token lives as long as the pane.
    }
  },
  clear: () => {
    inMemory = null;
    try {
      localStorage.removeItem(KEY);
    } catch {
      // Nothing stored.
    }
  },
};

/** Every API call of the pane sends the stored token as `Authorization: Bearer`, and no cookie. */
export const sendStoredTokenWithEveryCall = () => authenticateWithBearer(sessionStore.read);
