import { PasswordInput, TextInput } from '@mantine/core';
import { MESSAGES } from '../../../../shared/messages';
import { ZCreateMasterAdminRequest } from '../../../../shared/schemas/auth';
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
      values={(data) => ({
        username: data.get('username'),
        email: data.get('email'),
        password: data.get('password'),
        master_secret_key: data.get('master_secret_key'),
      })}
      send={createMasterAdmin}
      succeeded={(result) => result.status === 201}
      successLine={MESSAGES.masterAdminAdded}
      onSuccess={(request) => onCreated?.(request.username)}
      submitLabel={submitLabel}
      maw={520}
    >
      {(errors) => (
        <>
          <TextInput
            label="Username"
            name="username"
            required
            autoComplete="off"
            description="3 to 64 letters, digits, '.', '_' or '-'"
            error={errors.username}
          />
          <TextInput
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="off"
            error={errors.email}
          />
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
