import { PasswordInput } from '@mantine/core';
import { MESSAGES } from '../../../../shared/messages';
import { ZCreateMasterAdminRequest } from '../../../../shared/schemas/auth';
import { AccountFields } from '../../../components/ui/account-fields';
import { FormScaffold } from '../../../components/ui/form-scaffold';
import { createMasterAdmin } from '../api/create-master-admin';

type TCreateMasterAdminFormProps = {
  submitLabel: string;
  /** Called after a 201 with the new admin's username. */
  onCreated?: (username: string) => void;
};

/** Username, email, password (12+ characters) and the master secret key, sent to /masteradmin/create/. */
export function CreateMasterAdminForm({ submitLabel, onCreated }: TCreateMasterAdminFormProps) {
  return (
    <FormScaffold
      schema={ZCreateMasterAdminRequest}
      fields={['username', 'email', 'password', 'master_secret_key']}
      send={createMasterAdmin}
      succeeded={(result) => result.status === 201}
      successLine={MESSAGES.masterAdminAdded}
      onSuccess={(request) => onCreated?.(request.username)}
      submitLabel={submitLabel}
      maw={520}
    >
      {(errors) => (
        <>
          <AccountFields errors={errors} />
          <PasswordInput
            label="Password"
            name="password"
            required
            autoComplete="new-password"
            description="At least 12 characters"
            error={errors.password}
          />
          <PasswordInput
            label="Master Secret Key"
            name="master_secret_key"
            required
            autoComplete="off"
            error={errors.master_secret_key}
          />
        </>
      )}
    </FormScaffold>
  );
}
