import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form } from 'react-router';
import { ErrorModal } from '../../../components/ui/error-modal';
import type { TLoginResult } from '../api/login-result';
import { useDismissableError } from './use-dismissable-error';

type TUserLoginFormProps = {
  result: TLoginResult | undefined;
  busy: boolean;
};

/** Normal-user login: username and email, posted to the route's login action. */
export function UserLoginForm({ result, busy }: TUserLoginFormProps) {
  const { error, dismiss } = useDismissableError(result);
  return (
    <Form method="post" noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            User login
          </Title>
          <Text c="dimmed" size="sm">
            Log in with the username and email your administrator registered.
          </Text>
        </div>
        <TextInput
          label="Username"
          name="username"
          required
          autoComplete="username"
          autoFocus
          error={result?.fieldErrors?.username}
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          error={result?.fieldErrors?.email}
        />
        <Button type="submit" loading={busy} fullWidth>
          Login
        </Button>
      </Stack>
      <ErrorModal error={error} onClose={dismiss} />
    </Form>
  );
}
