import { SUBJECT_JWT_COOKIE, SUBJECT_REFRESH_COOKIE } from '../../../../lib/session-cookies';
import { readCookie } from '../../../http/cookies';
import { crossSite, type Context } from '../../../trpc/context';
import type { SessionTokens } from '../tokens/session.service';

/**
 * The answer of a call that signs in: `{ jwt, refresh }`, and both as httpOnly, SameSite=Lax cookies for the
 * browser (page scripts never see them), each living as long as its token.
 */
export function answerTokens(ctx: Context, session: SessionTokens): SessionTokens {
  ctx.response.setCookie(SUBJECT_JWT_COOKIE, session.jwt, { maxAge: ctx.tokens.accessLifetimeSeconds, secure: ctx.secure });
  ctx.response.setCookie(SUBJECT_REFRESH_COOKIE, session.refresh, {
    maxAge: ctx.tokens.refreshLifetimeSeconds,
    secure: ctx.secure,
  });
  return { jwt: session.jwt, refresh: session.refresh };
}

export function clearSessionCookies(ctx: Context): void {
  for (const name of [SUBJECT_JWT_COOKIE, SUBJECT_REFRESH_COOKIE])
    ctx.response.setCookie(name, '', { maxAge: 0, secure: ctx.secure });
}

/** The refresh token of the body, else of the browser's cookie when the request comes from this site. */
export function presentedRefreshToken(ctx: Context, fromBody: string | undefined): string | undefined {
  if (fromBody) return fromBody;
  if (crossSite(ctx.headers)) return undefined;
  const cookie = [ctx.headers.cookie].flat()[0];
  return readCookie(cookie, SUBJECT_REFRESH_COOKIE) || undefined;
}
