/** The cookie holding the subject's access token (JWT): the spec's name, read by the API and by next-auth. */
export const SUBJECT_JWT_COOKIE = 'rbac.subject.jwt';

/** The cookie holding the refresh token: httpOnly, so page scripts never see it (docs/decisions/0010). */
export const SUBJECT_REFRESH_COOKIE = 'rbac.subject.refresh';
