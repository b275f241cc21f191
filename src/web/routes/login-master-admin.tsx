import { Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import {
  type ActionFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useRevalidator,
} from 'react-router';
import { MESSAGES } from '../../shared/messages';
import { StatusLine } from '../components/ui/status-line';
import { getSetupStatus } from '../features/auth/api/get-setup-status';
import { loginMasterAdmin } from '../features/auth/api/login-master-admin';
import type { TLoginResult } from '../features/auth/api/login-result';
import { checkLoginFields, MASTER_ADMIN_LOGIN_FIELDS } from '../features/auth/components/check-login-fields';
import { MasterAdminLoginForm } from '../features/auth/components/master-admin-login-form';
import { queryClient } from '../query-client';

/** Shown once, on the first run: its code (the account form and its checks) is not part of the login page. */
const loadFirstMasterAdminPanel = () =>
  import('../features/master-admins/components/first-master-admin-panel').then((module) => ({
    default: module.FirstMasterAdminPanel,
  }));
const FirstMasterAdminPanel = lazy(loadFirstMasterAdminPanel);

/**
 * First run or not; if the status cannot be read, the ordinary login form is shown. On the first run
 * the panel's code is downloaded before the page shows.
 */
export const loginMasterAdminLoader = async () => {
  const status = await getSetupStatus().catch(() => null);
  if (status?.has_master_admin === false) await loadFirstMasterAdminPanel();
  return status;
};

export const loginMasterAdminAction = async ({
  request,
}: ActionFunctionArgs): Promise<TLoginResult | Response> => {
  const checked = checkLoginFields(MASTER_ADMIN_LOGIN_FIELDS, await request.formData());
  if (!checked.ok) return { fieldErrors: checked.fieldErrors };
  try {
    await loginMasterAdmin(checked.values);
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
      <Suspense fallback={null}>
        <FirstMasterAdminPanel
          keyFile={setupStatus.master_secret_key_file}
          onCreated={(username) => {
            setCreatedUsername(username);
            void revalidator.revalidate();
          }}
        />
      </Suspense>
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
