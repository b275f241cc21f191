import { Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form } from 'react-router';
import { ErrorModal } from '../../../components/ui/error-modal';
import type { TLoginResult } from '../api/login-result';
import { useDismissableError } from './use-dismissable-error';

type TMasterAdminLoginFormProps = {
  result: TLoginResult | undefined;
  busy: boolean;
  defaultUsername?: string;
};

/** 'WELCOME BACK': username and password, posted to the route's login action. */
export function MasterAdminLoginForm({ result, busy, defaultUsername }: TMasterAdminLoginFormProps) {
  const { error, dismiss } = useDismissableError(result);
  return (
    <Form method="post" noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            WELCOME BACK
          </Title>
          <Text c="dimmed" size="sm">
            Log in as a master administrator.
          </Text>
        </div>
        <TextInput
          label="Username"
          name="username"
          required
          autoComplete="username"
          defaultValue={defaultUsername}
          autoFocus={defaultUsername === undefined}
          error={result?.fieldErrors?.username}
        />
        <PasswordInput
          label="Password"
          name="password"
          required
          autoComplete="current-password"
          autoFocus={defaultUsername !== undefined}
          error={result?.fieldErrors?.password}
        />
        <Button type="submit" loading={busy} fullWidth>
          Login
        </Button>
      </Stack>
      <ErrorModal error={error} onClose={dismiss} />
    </Form>
  );
}
