import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SSO_START_PATH } from '../../../../shared/sign-in-paths';
import { checkLoginFields, SSO_START_FIELDS } from './check-login-fields';

/**
 * 'Sign in with your organisation': asks for the username, then the browser goes to the server, which
 * sends it on to the company's identity provider (or shows a page saying why not). A page restored
 * by the browser's Back button is usable again.
 */
export function OrganisationSignInForm({ defaultUsername }: { defaultUsername: string }) {
  const [error, setError] = useState<string | undefined>(undefined);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const reset = () => setLeaving(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkLoginFields(SSO_START_FIELDS, new FormData(event.currentTarget));
    if (!checked.ok) {
      setError(checked.fieldErrors.username);
      return;
    }
    setError(undefined);
    setLeaving(true);
    window.location.assign(`${SSO_START_PATH}?username=${encodeURIComponent(checked.values.username)}`);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Sign in with your organisation
          </Title>
          <Text c="dimmed" size="sm">
            Enter your username: you continue at your organisation's sign-in page and come back signed in.
          </Text>
        </div>
        <TextInput
          label="Username"
          name="username"
          required
          autoComplete="username"
          defaultValue={defaultUsername}
          autoFocus
          error={error}
        />
        <Button type="submit" loading={leaving} fullWidth>
          Continue
        </Button>
        <Anchor component={Link} to="/login/user" size="sm">
          Log in with username and email instead
        </Anchor>
      </Stack>
    </form>
  );
}
