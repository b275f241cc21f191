import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '../../web/api-client';
import { logout } from '../../web/features/auth/api/logout';
import { meQueryOptions } from '../../web/features/auth/api/me-query-options';
import { queryClient } from '../../web/query-client';
import { sessionStore } from '../api/session-store';
import { type THostState, waitForWord } from '../office/office-host';
import { HostProblem } from './host-problem';
import { PaneFrame } from './pane-frame';
import { SESSION_ENDED, SessionEndedContext, useSessionEnded } from './session-ended';
import { SignInScreen, type TSignInNotice } from './sign-in-screen';
import { Problem, WaitLine } from './status';
import { Workspace } from './workspace';

/** The signed-in pane: who is signed in, Sign out, and the workspace. */
function SignedIn({ onSignOut }: { onSignOut: () => void }) {
  const me = useQuery(meQueryOptions);
  const endSession = useSessionEnded();
  useEffect(() => {
    if (me.data === null) endSession();
  }, [me.data, endSession]);
  if (me.isPending || me.data === null) return <WaitLine>Checking your Clausebook session…</WaitLine>;
  if (me.isError) {
    return (
      <Stack gap="xs">
        <Problem>{toApiError(me.error).detail}</Problem>
        <Button variant="light" size="xs" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" truncate>
          {me.data.company_name
            ? `${me.data.username} · ${me.data.company_name}`
            : `${me.data.username} · master admin`}
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={onSignOut}>
          Sign out
        </Button>
      </Group>
      <Workspace me={me.data} />
    </Stack>
  );
}

/**
 * The task pane: waits for Word (and says plainly when Word is too old, or this is not Word), then
 * Sign in, then the workspace. A session the server no longer knows (401) brings Sign in back,
 * saying why.
 */
export function Pane() {
  const [host, setHost] = useState<THostState | null>(null);
  const [token, setToken] = useState(sessionStore.read);
  const [notice, setNotice] = useState<TSignInNotice | undefined>();
  useEffect(() => {
    void waitForWord().then(setHost);
  }, []);

  const leave = useCallback((why: TSignInNotice) => {
    sessionStore.clear();
    queryClient.clear();
    setNotice(why);
    setToken(null);
  }, []);
  const sessionEnded = useCallback(() => leave({ text: SESSION_ENDED, problem: true }), [leave]);
  const signOut = async () => {
    // The server ends the session; the pane forgets it either way.
    await logout().catch(() => undefined);
    leave({ text: 'You signed out.', problem: false });
  };

  if (host === null)
    return (
      <PaneFrame>
        <WaitLine>Connecting to Word…</WaitLine>
      </PaneFrame>
    );
  if (host.kind !== 'word')
    return (
      <PaneFrame>
        <HostProblem state={host} />
      </PaneFrame>
    );
  return (
    <PaneFrame>
      {token === null ? (
        <SignInScreen
          notice={notice}
          onSignedIn={(next) => {
            sessionStore.write(next);
            setNotice(undefined);
            setToken(next);
          }}
        />
      ) : (
        <SessionEndedContext.Provider value={sessionEnded}>
          <SignedIn key={token} onSignOut={() => void signOut()} />
        </SessionEndedContext.Provider>
      )}
    </PaneFrame>
  );
}
