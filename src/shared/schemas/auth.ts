import { z } from 'zod';
import { emailField, passwordField, requiredText, usernameField } from './fields';

export const ROLES = ['masteradmin', 'user'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const ZMasterAdminLoginRequest = z.object({
  username: requiredText('username', 64),
  password: requiredText('password', 256),
});
export type TMasterAdminLoginRequest = z.infer<typeof ZMasterAdminLoginRequest>;

export const ZUserLoginRequest = z.object({
  username: requiredText('username', 64),
  email: requiredText('email', 254),
});
export type TUserLoginRequest = z.infer<typeof ZUserLoginRequest>;

export const ZMe = z.object({
  username: z.string(),
  role: ZRole,
  company_id: z.number().nullable(),
  company_name: z.string().nullable(),
});
export type TMe = z.infer<typeof ZMe>;

export const ZCreateMasterAdminRequest = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField,
  master_secret_key: requiredText('master_secret_key', 512),
});
export type TCreateMasterAdminRequest = z.infer<typeof ZCreateMasterAdminRequest>;

export const ZMasterAdmin = z.object({ username: z.string(), email: z.string() });
export type TMasterAdmin = z.infer<typeof ZMasterAdmin>;

export const ZSetupStatus = z.object({
  has_master_admin: z.boolean(),
  /** While no admin exists: the file holding the generated key, or null when it comes from the environment. */
  master_secret_key_file: z.string().nullable(),
});
export type TSetupStatus = z.infer<typeof ZSetupStatus>;
