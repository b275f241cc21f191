import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { ZCreateMasterAdminRequest } from '../../../../shared/schemas/auth';
import { ErrorModal } from '../../../components/ui/error-modal';
import { parseFormValues, type TFieldErrors } from '../../../components/ui/form-errors';
import { StatusLine } from '../../../components/ui/status-line';
import { createMasterAdmin } from '../api/create-master-admin';

type TCreateMasterAdminFormProps = {
  submitLabel: string;
  /** Called after a 201 with the new admin's username. */
  onCreated?: (username: string) => void;
};

type TOutcome = 'created' | 'unexpected' | null;

/** Username, email, password (12+ characters) and the master secret key, sent to /masteradmin/create/. */
export function CreateMasterAdminForm({ submitLabel, onCreated }: TCreateMasterAdminFormProps) {
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const mutation = useMutation({ mutationFn: createMasterAdmin });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = {
      username: data.get('username'),
      email: data.get('email'),
      password: data.get('password'),
      master_secret_key: data.get('master_secret_key'),
    };
    setOutcome(null);
    const parsed = parseFormValues(ZCreateMasterAdminRequest, values, setFieldErrors);
    if (!parsed) return;
    mutation.mutate(parsed, {
      onSuccess: (result) => {
        if (result.status !== 201) {
          setOutcome('unexpected');
          return;
        }
        setOutcome('created');
        form.reset();
        onCreated?.(parsed.username);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={520}>
        <TextInput
          label="Username"
          name="username"
          required
          autoComplete="off"
          description="3 to 64 letters, digits, '.', '_' or '-'"
          error={fieldErrors.username}
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="off"
          error={fieldErrors.email}
        />
        <PasswordInput
          label="Password"
          name="password"
          required
          autoComplete="new-password"
          description="At least 12 characters"
          error={fieldErrors.password}
        />
        <PasswordInput
          label="Master Secret Key"
          name="master_secret_key"
          required
          autoComplete="off"
          error={fieldErrors.master_secret_key}
        />
        <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
        {outcome === 'created' && <StatusLine tone="success">{MESSAGES.masterAdminAdded}</StatusLine>}
        {outcome === 'unexpected' && <StatusLine tone="warning">{MESSAGES.somethingWentWrong}</StatusLine>}
      </Stack>
      <ErrorModal error={mutation.error} onClose={mutation.reset} />
    </form>
  );
}
