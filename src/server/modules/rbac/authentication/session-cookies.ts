import { SUBJECT_JWT_COOKIE, SUBJECT_REFRESH_COOKIE } from '../../../../shared/session-cookies';
import { readCookie } from '../../../platform/context/cookies';
import type { Context } from '../../../platform/context/context';
import { crossSite } from '../../../platform/context/credentials';
import type { SessionTokens } from '../tokens/session.service';

/** Secure cookies over HTTPS, or whenever the site's public address is HTTPS (as next-auth's cookie, src/server/next-auth.ts). */
const secure = (ctx: Context) => ctx.secure || ctx.siteUrl.startsWith('https:');

/**
 * The answer of a call that signs in: `{ jwt, refresh }`, never cached, and both as httpOnly, SameSite=Lax cookies for
 * the browser (page scripts never see them), each living as long as its token. A request another site made the browser
 * send gets the tokens but no cookies: it must not sign the browser in as someone else (login CSRF).
 */
export function answerTokens(ctx: Context, session: SessionTokens): SessionTokens {
  ctx.response.forbidCaching();
  if (crossSite(ctx.headers)) return { jwt: session.jwt, refresh: session.refresh };
  ctx.response.setCookie(SUBJECT_JWT_COOKIE, session.jwt, { maxAge: ctx.tokens.accessLifetimeSeconds, secure: secure(ctx) });
  ctx.response.setCookie(SUBJECT_REFRESH_COOKIE, session.refresh, {
    maxAge: ctx.tokens.refreshLifetimeSeconds,
    secure: secure(ctx),
  });
  return { jwt: session.jwt, refresh: session.refresh };
}

/** Removes the browser's session cookies, unless another site made it send the request (a forced logout). */
export function clearSessionCookies(ctx: Context): void {
  ctx.response.forbidCaching();
  if (crossSite(ctx.headers)) return;
  for (const name of [SUBJECT_JWT_COOKIE, SUBJECT_REFRESH_COOKIE])
    ctx.response.setCookie(name, '', { maxAge: 0, secure: secure(ctx) });
}

/** The refresh token of the body, else of the browser's cookie when the request comes from this site. */
export function presentedRefreshToken(ctx: Context, fromBody: string | undefined): string | undefined {
  if (fromBody) return fromBody;
  if (crossSite(ctx.headers)) return undefined;
  const cookie = [ctx.headers.cookie].flat()[0];
  return readCookie(cookie, SUBJECT_REFRESH_COOKIE) || undefined;
}
