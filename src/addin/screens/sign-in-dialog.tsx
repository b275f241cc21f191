import { Button, PasswordInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { SSO_START_PATH } from '../../shared/sign-in-paths';
import { toApiError } from '../../web/api-client';
import type { TFieldErrors } from '../../web/components/ui/form-errors';
import {
  checkLoginFields,
  MASTER_ADMIN_LOGIN_FIELDS,
  SSO_START_FIELDS,
  USER_LOGIN_FIELDS,
} from '../../web/features/auth/components/check-login-fields';
import { requestToken, requestTokenFromSession } from '../api/request-token';
import { sendTokenToPane } from '../office/office-host';
import { officeGlobals } from '../office/office-types';
import { Done, Problem, WaitLine } from './status';

type TAccountKind = 'user' | 'masteradmin' | 'organisation';

/** The dialog's own address with this mark is where the organisation's sign-in comes back to. */
const BACK_FROM_ORGANISATION = '/addin/sign-in?signed_in=organisation';

/** Leaves for the company's identity provider; the server brings the dialog back signed in by cookie. */
const startOrganisationSignIn = (username: string) =>
  window.location.assign(
    `${SSO_START_PATH}?username=${encodeURIComponent(username)}&return_to=${encodeURIComponent(BACK_FROM_ORGANISATION)}`,
  );

const KIND_HINTS: Record<TAccountKind, string> = {
  user: 'Sign in with the username and email your administrator registered.',
  masteradmin: 'Sign in as a master administrator, with your username and password.',
  organisation: "Enter your username: you continue at your organisation's sign-in page and come back here.",
};

const NOT_FROM_WORD =
  'This sign-in page belongs to the Clausebook add-in: open Clausebook in Word and press Sign in there.';

type TSignInFormProps = {
  /** Signs in with the checked fields; resolves with what went wrong, or null. */
  onSignIn: (fields: Parameters<typeof requestToken>[0]) => Promise<string | null>;
  disabled: boolean;
};

/** The user form (username, email) or the master-admin form (username, password). */
function SignInForm({ onSignIn, disabled }: TSignInFormProps) {
  const [kind, setKind] = useState<TAccountKind>('user');
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const fields =
      kind === 'user'
        ? USER_LOGIN_FIELDS
        : kind === 'organisation'
          ? SSO_START_FIELDS
          : MASTER_ADMIN_LOGIN_FIELDS;
    const checked = checkLoginFields(fields, new FormData(event.currentTarget));
    if (!checked.ok) return setFieldErrors(checked.fieldErrors);
    setFieldErrors({});
    setBusy(true);
    if (kind === 'organisation') return startOrganisationSignIn(checked.values.username as string);
    setProblem(await onSignIn(checked.values as Parameters<typeof requestToken>[0]));
    setBusy(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Sign in as"
          value={kind}
          onChange={(next) => {
            setKind(next === 'masteradmin' || next === 'organisation' ? next : 'user');
            setFieldErrors({});
          }}
          data={[
            { value: 'user', label: 'User' },
            { value: 'masteradmin', label: 'Master admin' },
            { value: 'organisation', label: 'Organisation' },
          ]}
        />
        <Text size="sm" c="dimmed">
          {KIND_HINTS[kind]}
        </Text>
        <TextInput
          label="Username"
          name="username"
          required
          autoComplete="username"
          autoFocus
          error={fieldErrors.username}
        />
        {kind === 'organisation' ? null : kind === 'user' ? (
          <TextInput
            key="email"
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="email"
            error={fieldErrors.email}
          />
        ) : (
          <PasswordInput
            key="password"
            label="Password"
            name="password"
            required
            autoComplete="current-password"
            error={fieldErrors.password}
          />
        )}
        <Button type="submit" loading={busy} disabled={disabled}>
          {kind === 'organisation' ? 'Continue' : 'Sign in'}
        </Button>
        {busy && <WaitLine>Signing in…</WaitLine>}
        {problem && <Problem>{problem}</Problem>}
      </Stack>
    </form>
  );
}

/**
 * The sign-in page Office opens as a dialog: on success it hands the pane `{"token": "…"}` and Word
 * closes it.
 */
export function SignInDialog() {
  const [officeReady, setOfficeReady] = useState<boolean | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const [backProblem, setBackProblem] = useState<string | null>(null);
  const backFromOrganisation =
    new URLSearchParams(window.location.search).get('signed_in') === 'organisation';

  useEffect(() => {
    const { Office } = officeGlobals();
    if (!Office) return setOfficeReady(false);
    void Office.onReady().then(() => setOfficeReady(true));
  }, []);

  /** Hands the pane a token got by `request`; resolves with what went wrong, or null. */
  const handOver = async (request: () => Promise<{ token: string }>) => {
    try {
      const { token } = await request();
      if (!sendTokenToPane(token)) return NOT_FROM_WORD;
      setSignedIn(true);
      return null;
    } catch (error) {
      return toApiError(error).detail;
    }
  };

  // Back from the organisation's sign-in page: trade the dialog's cookie session for the pane's token.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when Word is ready
  useEffect(() => {
    if (officeReady && backFromOrganisation) void handOver(requestTokenFromSession).then(setBackProblem);
  }, [officeReady]);

  return (
    <Stack component="main" p="md" gap="md" maw={420} mx="auto">
      <Title order={1} size="h3">
        Sign in to Clausebook
      </Title>
      {officeReady === null && <WaitLine>Connecting to Word…</WaitLine>}
      {officeReady === false && <Problem>{NOT_FROM_WORD}</Problem>}
      {backProblem && <Problem>{backProblem}</Problem>}
      {signedIn ? (
        <Done>Signed in. This window closes by itself; if it does not, close it.</Done>
      ) : backFromOrganisation && !backProblem && officeReady ? (
        <WaitLine>Signing in…</WaitLine>
      ) : (
        <SignInForm
          onSignIn={(fields) => handOver(() => requestToken(fields))}
          disabled={officeReady !== true}
        />
      )}
    </Stack>
  );
}
