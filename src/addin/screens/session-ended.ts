import { createContext, useContext } from 'react';

/** What the pane says when the server no longer knows the session (401). */
export const SESSION_ENDED =
  'Your Clausebook session has ended (it expired, or was signed out). Sign in again to go on.';

/** Ends the pane's session (the server answered 401): back to Sign in, saying why. */
export const SessionEndedContext = createContext<() => void>(() => {});

export const useSessionEnded = () => useContext(SessionEndedContext);
