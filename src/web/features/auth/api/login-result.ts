import type { TFieldErrors } from '../../../components/ui/form-errors';

/** What a login action gives back to its form when it does not redirect. */
export type TLoginResult =
  | { fieldErrors: TFieldErrors; error?: undefined }
  | { fieldErrors?: undefined; error: unknown };
