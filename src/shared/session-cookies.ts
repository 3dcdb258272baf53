/** The cookie holding the subject's access token (JWT): the spec's name, read by the API and by next-auth. */
export const SUBJECT_JWT_COOKIE = 'rbac.subject.jwt';

/** The cookie holding the refresh token: httpOnly, so page scripts never see it (docs/decisions/0010). */
export const SUBJECT_REFRESH_COOKIE = 'rbac.subject.refresh';

/**
 * Told on a 401 answer to a request that carried the refresh cookie: page scripts cannot read that httpOnly cookie,
 * and without this they would ask the server to refresh after every 401, a visitor who never signed in too.
 */
export const SESSION_REFRESHABLE_HEADER = 'x-session-refreshable';
