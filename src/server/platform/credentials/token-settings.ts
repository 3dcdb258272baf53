import { randomBytes } from 'node:crypto';
import { wholeNumberSetting, type Environment } from '../settings/whole-number';

/** Defaults of the token lifetimes, in seconds (the names external clients configure them by are below). */
export const DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS = 3600;
export const DEFAULT_REFRESH_TOKEN_LIFETIME_SECONDS = 86_400;

/** Shortest RBAC_JWT_SECRET accepted: HS256 wants at least 256 bits of key. */
const MIN_SECRET_LENGTH = 32;

/** What the token service signs with and how long its tokens live. */
export interface TokenSettings {
  /** RBAC_JWT_SECRET, as bytes. */
  secret: Uint8Array;
  /** RBAC_JWT_TOKEN_LIFETIME_IN_SECONDS: how long an access token (JWT) is valid. */
  accessLifetimeSeconds: number;
  /** RBAC_JWT_REFRESH_TOKEN_LIFETIME_IN_SECONDS: how long a refresh token is valid. */
  refreshLifetimeSeconds: number;
}

/** The settings from RBAC_JWT_SECRET and the two lifetimes; a missing or short secret stops the start. */
export function tokenSettingsFromEnvironment(environment: Environment = process.env): TokenSettings {
  const secret = environment.RBAC_JWT_SECRET ?? '';
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`RBAC_JWT_SECRET must be set to at least ${MIN_SECRET_LENGTH} characters (the first npm start writes one)`);
  return {
    secret: new TextEncoder().encode(secret),
    accessLifetimeSeconds: wholeNumberSetting(
      environment,
      'RBAC_JWT_TOKEN_LIFETIME_IN_SECONDS',
      DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS,
      1,
    ),
    refreshLifetimeSeconds: wholeNumberSetting(
      environment,
      'RBAC_JWT_REFRESH_TOKEN_LIFETIME_IN_SECONDS',
      DEFAULT_REFRESH_TOKEN_LIFETIME_SECONDS,
      1,
    ),
  };
}

/** Settings with a random secret, for work that issues no token anyone keeps (the seed): nothing else verifies them. */
export const ephemeralTokenSettings = (): TokenSettings => ({
  secret: randomBytes(32),
  accessLifetimeSeconds: DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS,
  refreshLifetimeSeconds: DEFAULT_REFRESH_TOKEN_LIFETIME_SECONDS,
});
