import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { HostError, signInThroughDialog } from '../office/office-host';
import { Done, Problem, WaitLine } from './status';

/** Why the pane shows Sign in again: a session that ended (a problem), or the lawyer signed out. */
export type TSignInNotice = { text: string; problem: boolean };

type TSignInScreenProps = {
  notice?: TSignInNotice;
  onSignedIn: (token: string) => void;
};

/** 'Sign in': opens the app's sign-in page in an Office dialog, which hands back a bearer token. */
export function SignInScreen({ notice, onSignedIn }: TSignInScreenProps) {
  const [waiting, setWaiting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const signIn = async () => {
    setProblem(null);
    setWaiting(true);
    try {
      const token = await signInThroughDialog(
        `${window.location.origin}/addin/sign-in`,
        window.location.origin,
      );
      onSignedIn(token);
    } catch (error) {
      setProblem(
        error instanceof HostError
          ? error.message
          : 'Word could not open the sign-in window. Close the pane, open it again and press Sign in.',
      );
      setWaiting(false);
    }
  };

  return (
    <Stack gap="sm">
      {notice && (notice.problem ? <Problem>{notice.text}</Problem> : <Done>{notice.text}</Done>)}
      <Text size="sm">
        Check a clause of this document against your legal team’s playbook and mark it up as tracked changes.
        Sign in with your Clausebook account first.
      </Text>
      <Button onClick={() => void signIn()} loading={waiting}>
        Sign in
      </Button>
      {waiting && <WaitLine>Waiting for you to sign in in the Clausebook window…</WaitLine>}
      {problem && <Problem>{problem}</Problem>}
    </Stack>
  );
}
