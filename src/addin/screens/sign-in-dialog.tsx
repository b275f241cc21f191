import { Button, PasswordInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { toApiError } from '../../web/api-client';
import type { TFieldErrors } from '../../web/components/ui/form-errors';
import {
  checkLoginFields,
  MASTER_ADMIN_LOGIN_FIELDS,
  USER_LOGIN_FIELDS,
} from '../../web/features/auth/components/check-login-fields';
import { requestToken } from '../api/request-token';
import { sendTokenToPane } from '../office/office-host';
import { officeGlobals } from '../office/office-types';
import { Done, Problem, WaitLine } from './status';

type TAccountKind = 'user' | 'masteradmin';

const NOT_FROM_WORD =
  'This sign-in page belongs to the Clausebook add-in: open Clausebook in Word and press Sign in there.';

/**
 * The sign-in page Office opens as a dialog: the user form (username, email) or the master-admin
 * form (username, password); on success it hands the pane `{"token": "…"}` and Word closes it.
 */
export function SignInDialog() {
  const [officeReady, setOfficeReady] = useState<boolean | null>(null);
  const [kind, setKind] = useState<TAccountKind>('user');
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    const { Office } = officeGlobals();
    if (!Office) return setOfficeReady(false);
    void Office.onReady().then(() => setOfficeReady(true));
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const fields = kind === 'user' ? USER_LOGIN_FIELDS : MASTER_ADMIN_LOGIN_FIELDS;
    const checked = checkLoginFields(fields, new FormData(event.currentTarget));
    if (!checked.ok) return setFieldErrors(checked.fieldErrors);
    setFieldErrors({});
    setBusy(true);
    try {
      const { token } = await requestToken(checked.values as Parameters<typeof requestToken>[0]);
      if (sendTokenToPane(token)) setSignedIn(true);
      else setProblem(NOT_FROM_WORD);
    } catch (error) {
      setProblem(toApiError(error).detail);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="main" p="md" gap="md" maw={420} mx="auto">
      <Title order={1} size="h3">
        Sign in to Clausebook
      </Title>
      {officeReady === null && <WaitLine>Connecting to Word…</WaitLine>}
      {officeReady === false && <Problem>{NOT_FROM_WORD}</Problem>}
      {signedIn ? (
        <Done>Signed in. This window closes by itself; if it does not, close it.</Done>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <SegmentedControl
              aria-label="Sign in as"
              value={kind}
              onChange={(next) => {
                setKind(next === 'masteradmin' ? 'masteradmin' : 'user');
                setFieldErrors({});
              }}
              data={[
                { value: 'user', label: 'User' },
                { value: 'masteradmin', label: 'Master admin' },
              ]}
            />
            <Text size="sm" c="dimmed">
              {kind === 'user'
                ? 'Sign in with the username and email your administrator registered.'
                : 'Sign in as a master administrator, with your username and password.'}
            </Text>
            <TextInput
              label="Username"
              name="username"
              required
              autoComplete="username"
              autoFocus
              error={fieldErrors.username}
            />
            {kind === 'user' ? (
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
            <Button type="submit" loading={busy} disabled={officeReady !== true}>
              Sign in
            </Button>
            {busy && <WaitLine>Signing in…</WaitLine>}
            {problem && <Problem>{problem}</Problem>}
          </Stack>
        </form>
      )}
    </Stack>
  );
}
