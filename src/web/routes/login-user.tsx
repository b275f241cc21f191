import { type ActionFunctionArgs, redirect, useActionData, useNavigation } from 'react-router';
import { ZUserLoginRequest } from '../../shared/schemas/auth';
import { toFieldErrors } from '../components/ui/form-errors';
import type { TLoginResult } from '../features/auth/api/login-result';
import { loginUser } from '../features/auth/api/login-user';
import { UserLoginForm } from '../features/auth/components/user-login-form';
import { queryClient } from '../query-client';

export const loginUserAction = async ({ request }: ActionFunctionArgs): Promise<TLoginResult | Response> => {
  const data = await request.formData();
  const values = { username: data.get('username'), email: data.get('email') };
  const parsed = ZUserLoginRequest.safeParse(values);
  if (!parsed.success) return { fieldErrors: toFieldErrors(parsed.error, values) };
  try {
    await loginUser(parsed.data);
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
