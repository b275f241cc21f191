import { type ActionFunctionArgs, redirect, useActionData, useNavigation } from 'react-router';
import type { TLoginResult } from '../features/auth/api/login-result';
import { loginUser } from '../features/auth/api/login-user';
import { checkLoginFields, USER_LOGIN_FIELDS } from '../features/auth/components/check-login-fields';
import { UserLoginForm } from '../features/auth/components/user-login-form';
import { queryClient } from '../query-client';

export const loginUserAction = async ({ request }: ActionFunctionArgs): Promise<TLoginResult | Response> => {
  const checked = checkLoginFields(USER_LOGIN_FIELDS, await request.formData());
  if (!checked.ok) return { fieldErrors: checked.fieldErrors };
  try {
    await loginUser(checked.values);
  } catch (error) {
    return { error };
  }
  queryClient.clear();
  return redirect('/train-model');
};

export function LoginUser() {
  const result = useActionData<typeof loginUserAction>();
  const navigation = useNavigation();
  return (
    <UserLoginForm
      result={result instanceof Response ? undefined : result}
      busy={navigation.state !== 'idle' && navigation.formMethod !== undefined}
    />
  );
}
