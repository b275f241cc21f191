import { Button, Divider, TextInput } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TLoginResult } from '../api/login-result';
import { LoginFormFrame } from './login-form-frame';

type TUserLoginFormProps = {
  result: TLoginResult | undefined;
  busy: boolean;
};

/** The username typed so far, carried to the organisation sign-in page. */
const typedUsername = (event: MouseEvent<HTMLButtonElement>) => {
  const field = event.currentTarget.form?.elements.namedItem('username');
  return field instanceof HTMLInputElement ? field.value.trim() : '';
};

/**
 * Normal-user login: username and email, posted to the route's login action; or 'Sign in with your
 * organisation' (single sign-on), which asks for the username and goes to the company's provider.
 */
export function UserLoginForm({ result, busy }: TUserLoginFormProps) {
  const navigate = useNavigate();
  const toOrganisationSignIn = (event: MouseEvent<HTMLButtonElement>) => {
    const username = typedUsername(event);
    navigate(username ? `/login/sso?username=${encodeURIComponent(username)}` : '/login/sso');
  };
  return (
    <LoginFormFrame
      title="User login"
      subtitle="Log in with the username and email your administrator registered."
      result={result}
      busy={busy}
      after={
        <>
          <Divider label="or" labelPosition="center" />
          <Button type="button" variant="default" fullWidth onClick={toOrganisationSignIn}>
            Sign in with your organisation
          </Button>
        </>
      }
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
