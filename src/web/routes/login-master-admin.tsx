import { Stack } from '@mantine/core';
import { useState } from 'react';
import {
  type ActionFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useRevalidator,
} from 'react-router';
import { MESSAGES } from '../../shared/messages';
import { ZMasterAdminLoginRequest } from '../../shared/schemas/auth';
import { toFieldErrors } from '../components/ui/form-errors';
import { StatusLine } from '../components/ui/status-line';
import { getSetupStatus } from '../features/auth/api/get-setup-status';
import { loginMasterAdmin } from '../features/auth/api/login-master-admin';
import type { TLoginResult } from '../features/auth/api/login-result';
import { MasterAdminLoginForm } from '../features/auth/components/master-admin-login-form';
import { FirstMasterAdminPanel } from '../features/master-admins/components/first-master-admin-panel';
import { queryClient } from '../query-client';

/** First run or not; if the status cannot be read, the ordinary login form is shown. */
export const loginMasterAdminLoader = async () => {
  try {
    return await getSetupStatus();
  } catch {
    return null;
  }
};

export const loginMasterAdminAction = async ({
  request,
}: ActionFunctionArgs): Promise<TLoginResult | Response> => {
  const data = await request.formData();
  const values = { username: data.get('username'), password: data.get('password') };
  const parsed = ZMasterAdminLoginRequest.safeParse(values);
  if (!parsed.success) return { fieldErrors: toFieldErrors(parsed.error, values) };
  try {
    await loginMasterAdmin(parsed.data);
  } catch (error) {
    return { error };
  }
  queryClient.clear();
  return redirect('/legal');
};

export function LoginMasterAdmin() {
  const setupStatus = useLoaderData<typeof loginMasterAdminLoader>();
  const result = useActionData<typeof loginMasterAdminAction>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [createdUsername, setCreatedUsername] = useState<string | null>(null);

  if (setupStatus?.has_master_admin === false && createdUsername === null) {
    return (
      <FirstMasterAdminPanel
        keyFile={setupStatus.master_secret_key_file}
        onCreated={(username) => {
          setCreatedUsername(username);
          void revalidator.revalidate();
        }}
      />
    );
  }

  return (
    <Stack gap="md">
      {createdUsername !== null && <StatusLine tone="success">{MESSAGES.masterAdminAdded}</StatusLine>}
      <MasterAdminLoginForm
        result={result instanceof Response ? undefined : result}
        busy={navigation.state !== 'idle' && navigation.formMethod !== undefined}
        defaultUsername={createdUsername ?? undefined}
      />
    </Stack>
  );
}
