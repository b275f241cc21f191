import { PasswordInput } from '@mantine/core';
import type { TLoginResult } from '../api/login-result';
import { LoginFormFrame } from './login-form-frame';

type TMasterAdminLoginFormProps = {
  result: TLoginResult | undefined;
  busy: boolean;
  defaultUsername?: string;
};

/** 'WELCOME BACK': username and password, posted to the route's login action. */
export function MasterAdminLoginForm({ result, busy, defaultUsername }: TMasterAdminLoginFormProps) {
  return (
    <LoginFormFrame
      title="WELCOME BACK"
      subtitle="Log in as a master administrator."
      result={result}
      busy={busy}
      defaultUsername={defaultUsername}
    >
      <PasswordInput
        label="Password"
        name="password"
        required
        autoComplete="current-password"
        autoFocus={defaultUsername !== undefined}
        error={result?.fieldErrors?.password}
      />
    </LoginFormFrame>
  );
}
