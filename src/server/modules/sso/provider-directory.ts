import type { Configuration } from 'openid-client';
import type { TConfig } from '../../config';
import { AppError } from '../../errors';
import { decryptSecret } from '../credentials/credential-cipher';
import { discoverProvider, ProviderProblem } from './discover-provider';

/** A provider's discovery document and keys are read again after this long (or after a new save). */
const KEEP_MS = 10 * 60 * 1000;
const MAX_KEPT = 200;

/** A company's stored sign-in settings, as the flow reads them. */
export type TStoredProvider = { issuer: string; clientId: string; clientSecretEncrypted: string };

export type TProviderDirectory = ReturnType<typeof createProviderDirectory>;

const unavailable = (why: string) =>
  new AppError('IDENTITY_PROVIDER_FAILED', `Your organisation's sign-in cannot be used right now. ${why}`);

/**
 * The openid-client configuration of each company's provider, kept per process for a few minutes
 * (with the provider's keys, which openid-client caches on it) so that a sign-in does not read the
 * discovery document twice. Nothing here is needed by another instance: each reads its own.
 */
export const createProviderDirectory = (config: Pick<TConfig, 'appSecret' | 'ssoAllowHttpLoopback'>) => {
  const kept = new Map<string, { configuration: Configuration; until: number }>();

  const secretOf = (stored: TStoredProvider) => {
    try {
      return decryptSecret(stored.clientSecretEncrypted, config.appSecret);
    } catch {
      throw unavailable(
        "The stored client secret cannot be read (APP_SECRET may have changed): a master admin must save the company's sign-in again.",
      );
    }
  };

  return {
    /** Reads the provider afresh, as a save does; throws ProviderProblem saying what is wrong. */
    check: (settings: { issuer: string; clientId: string; clientSecret: string }) =>
      discoverProvider(settings, config.ssoAllowHttpLoopback),

    /** The configuration of a stored provider; AppError IDENTITY_PROVIDER_FAILED when it cannot be read. */
    async configurationOf(stored: TStoredProvider): Promise<Configuration> {
      const key = `${stored.issuer}\n${stored.clientId}\n${stored.clientSecretEncrypted}`;
      const found = kept.get(key);
      if (found && found.until > Date.now()) return found.configuration;
      try {
        const configuration = await discoverProvider(
          { issuer: stored.issuer, clientId: stored.clientId, clientSecret: secretOf(stored) },
          config.ssoAllowHttpLoopback,
        );
        if (kept.size >= MAX_KEPT) kept.clear();
        kept.set(key, { configuration, until: Date.now() + KEEP_MS });
        return configuration;
      } catch (error) {
        if (error instanceof ProviderProblem) throw unavailable(error.message);
        throw error;
      }
    },
  };
};
