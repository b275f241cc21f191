import { TextInput } from '@mantine/core';
import type { TFieldErrors } from './form-errors';

/** The username and email of a new account (a user or a master admin), with their messages. */
export function AccountFields({ errors }: { errors: TFieldErrors }) {
  return (
    <>
      <TextInput
        label="Username"
        name="username"
        required
        autoComplete="off"
        description="3 to 64 letters, digits, '.', '_' or '-'"
        error={errors.username}
      />
      <TextInput label="Email" name="email" type="email" required autoComplete="off" error={errors.email} />
    </>
  );
}
