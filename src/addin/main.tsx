import '@mantine/core/styles.css';
import '../web/app.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from '../web/query-client';
import { cssVariablesResolver, theme } from '../web/theme';
import { sendStoredTokenWithEveryCall } from './api/session-store';
import { Pane } from './screens/pane';
import { SignInDialog } from './screens/sign-in-dialog';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/** /addin/sign-in is the page Office opens as the sign-in dialog; any other /addin/ page is the pane. */
const isSignInDialog = /\/addin\/sign-in\/?$/.test(window.location.pathname);
if (!isSignInDialog) sendStoredTokenWithEveryCall();

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {isSignInDialog ? (
        <SignInDialog />
      ) : (
        <QueryClientProvider client={queryClient}>
          <Pane />
        </QueryClientProvider>
      )}
    </MantineProvider>
  </StrictMode>,
);
