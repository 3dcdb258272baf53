import { defineRateLimitRule, HOUR, MINUTE } from '../../platform/rate-limit/rate-limiter';

/** The abuse limits of the rbac module's anonymous routes, and of a subject's own account changes. */
export const RATE_LIMIT_RULES = {
  /** Short and strict: password guessing from one address. */
  signInPerIp: defineRateLimitRule('signInPerIp', 'sign-in attempts', 20, 5 * MINUTE, 'ip'),
  /**
   * ASVS 2.2.1: at most 100 failed attempts per hour on one account. Every attempt is counted before the password is
   * checked (so guesses sent at once cannot slip past), and the count is forgiven when the password is right.
   */
  signInFailuresPerLogin: defineRateLimitRule(
    'signInFailuresPerLogin',
    'failed sign-in attempts for this login',
    100,
    HOUR,
    'identifier',
  ),
  /**
   * Guesses at a subject's current password (or wallet signatures) when it confirms an account change, by any route:
   * whoever holds a stolen access token may guess only a few times, counted before the check and forgiven when it passes.
   */
  reauthenticationFailuresPerSubject: defineRateLimitRule(
    'reauthenticationFailuresPerSubject',
    'failed confirmations of the current password',
    10,
    15 * MINUTE,
    'identifier',
  ),
  registrationPerIp: defineRateLimitRule('registrationPerIp', 'registrations', 10, HOUR, 'ip'),
  /**
   * Account changes a subject makes in its own session once confirmed (adding an identity, changing an email, deleting
   * an identity): each may answer whether an email is taken (409) and tells the subject's addresses. Counted per subject,
   * apart from registration's per-address limit, so that people behind one shared address do not use up each other's
   * changes (decision 0041).
   */
  accountChangesPerSubject: defineRateLimitRule('accountChangesPerSubject', 'account changes', 20, HOUR, 'identifier'),
  /** Mail bombing one address by registering it again: past the limit, the attempt is answered as ever, unannounced. */
  registrationNoticePerEmail: defineRateLimitRule(
    'registrationNoticePerEmail',
    'notices of registrations with this email',
    5,
    HOUR,
    'identifier',
  ),
  /** Mail bombing one address. */
  forgotPasswordPerEmail: defineRateLimitRule(
    'forgotPasswordPerEmail',
    'password reset requests for this email',
    5,
    15 * MINUTE,
    'identifier',
  ),
  forgotPasswordPerIp: defineRateLimitRule('forgotPasswordPerIp', 'password reset requests', 20, 15 * MINUTE, 'ip'),
  /** Guessing reset tokens. */
  resetPasswordPerIp: defineRateLimitRule('resetPasswordPerIp', 'password reset attempts', 20, 15 * MINUTE, 'ip'),
  walletSignInPerIp: defineRateLimitRule('walletSignInPerIp', 'wallet sign-in attempts', 20, 5 * MINUTE, 'ip'),
  /** Telegram Login Widget answers checked (sign-in and linking): guessing at a hash, or replaying a stolen answer. */
  telegramSignInPerIp: defineRateLimitRule('telegramSignInPerIp', 'Telegram sign-in attempts', 20, 5 * MINUTE, 'ip'),
  /** Anonymous sessions (init): each one is a row. */
  initPerIp: defineRateLimitRule('initPerIp', 'new sessions', 30, 10 * MINUTE, 'ip'),
} as const;

export type RateLimitRuleName = keyof typeof RATE_LIMIT_RULES;
