import { AppError } from '../../errors';

/**
 * Wrong credentials (401). Whether the username exists is for the throttle only (decision 039: an
 * address is limited hard on usernames that do not exist); the client is told the same either way.
 */
export class CredentialFailure extends AppError {
  readonly usernameKnown: boolean;

  constructor(message: string, usernameKnown: boolean) {
    super('INVALID_CREDENTIALS', message);
    this.usernameKnown = usernameKnown;
  }
}
