import { TextInput } from '@mantine/core';
import type { TLoginResult } from '../api/login-result';
import { LoginFormFrame } from './login-form-frame';

type TUserLoginFormProps = {
  result: TLoginResult | undefined;
  busy: boolean;
};

/** Normal-user login: username and email, posted to the route's login action. */
export function UserLoginForm({ result, busy }: TUserLoginFormProps) {
  return (
    <LoginFormFrame
      title="User login"
      subtitle="Log in with the username and email your administrator registered."
      result={result}
      busy={busy}
    >
      <TextInput
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="email"
        error={result?.fieldErrors?.email}
      />
    </LoginFormFrame>
  );
}
