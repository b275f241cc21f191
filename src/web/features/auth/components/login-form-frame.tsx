import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { LazyErrorModal, preloadErrorModal } from '../../../components/ui/lazy-error-modal';
import type { TLoginResult } from '../api/login-result';
import { useDismissableError } from './use-dismissable-error';

type TLoginFormFrameProps = {
  /** The page's level-one heading, e.g. 'WELCOME BACK'. */
  title: string;
  subtitle: string;
  result: TLoginResult | undefined;
  busy: boolean;
  /** Prefilled username (e.g. of the admin just created); the next field is focused then. */
  defaultUsername?: string;
  /** The fields after 'Username'. */
  children: ReactNode;
  /** Shown under 'Login' (another way to sign in). */
  after?: ReactNode;
};

/**
 * A login form posted to its route's action: heading, 'Username' and the other fields, 'Login', the
 * error popup (whose code downloads when the form is first sent: the login pages stay light).
 */
export function LoginFormFrame({
  title,
  subtitle,
  result,
  busy,
  defaultUsername,
  children,
  after,
}: TLoginFormFrameProps) {
  const { error, dismiss } = useDismissableError(result);
  return (
    <Form method="post" noValidate onSubmit={preloadErrorModal}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {subtitle}
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
        {children}
        <Button type="submit" loading={busy} fullWidth>
          Login
        </Button>
        {after}
      </Stack>
      <LazyErrorModal error={error} onClose={dismiss} />
    </Form>
  );
}
