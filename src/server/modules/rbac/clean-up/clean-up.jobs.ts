import type { JobDefinition } from '../../../platform/jobs/job-definition';
import type { TokenSettings } from '../../../platform/credentials/token-settings';
import { wholeNumberSetting, type Environment } from '../../../platform/settings/whole-number';
import { pruneNonces } from '../ethereum/ethereum.service';
import {
  deleteAbandonedAnonymousSubjects,
  deleteEndedSessions,
  deleteExpiredRefreshTokens,
  forgetExpiredResetCodes,
} from './clean-up.service';

const DEFAULT_ANONYMOUS_SUBJECT_LIFETIME_DAYS = 30;

/** RBAC_ANONYMOUS_SUBJECT_LIFETIME_IN_DAYS: days an anonymous visitor's subject waits for its visitor (default 30). */
export const anonymousSubjectLifetimeDays = (environment: Environment = process.env) =>
  wholeNumberSetting(environment, 'RBAC_ANONYMOUS_SUBJECT_LIFETIME_IN_DAYS', DEFAULT_ANONYMOUS_SUBJECT_LIFETIME_DAYS, 1);

/**
 * Hourly: what expired goes. Subjects first, while their sessions still tell when they were last used; then sessions,
 * then the expired tokens of the sessions that go on. Each step is one statement, safe to run again.
 */
export const rbacCleanUpJob = (tokens: TokenSettings, anonymousSubjectDays: number): JobDefinition => ({
  name: 'rbac.clean-up',
  title: { ru: 'Очистка истёкших сессий и кодов', en: 'Clean up expired sessions and codes' },
  schedule: '17 * * * *',
  run: async (db) => {
    await forgetExpiredResetCodes(db);
    await pruneNonces(db);
    await deleteAbandonedAnonymousSubjects(db, anonymousSubjectDays);
    await deleteEndedSessions(db, tokens);
    await deleteExpiredRefreshTokens(db);
  },
});
