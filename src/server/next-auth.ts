import NextAuth from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { SUBJECT_JWT_COOKIE } from '../shared/session-cookies';
import { endSession, verifyAccessToken } from './modules/rbac';
import { serverRuntime } from './runtime';
import { withoutValues } from './platform/logging/error-serializer';
import { logger } from './platform/logging/logger';

declare module 'next-auth' {
  interface User {
    /** The access token our token service issued for this sign-in. */
    jwt?: string;
  }
  interface Session {
    subjectId: string;
    sessionId: string;
  }
}

declare module '@auth/core/jwt' {
  interface JWT {
    sid?: string;
    /** The access token as our token service signed it: the cookie holds exactly this. */
    jwt?: string;
  }
}

/**
 * next-auth at the Next.js edge only (docs/decisions/0010): the browser's sign-in and sign-out server actions and
 * `auth()` in Server Components. It keeps no session of its own: its session cookie is `rbac.subject.jwt`, and
 * its JWT encode and decode are our token service's, so the cookie holds our access token, exactly as issued, bound
 * to one of our sessions. The only credential it accepts is an access token our token service has just issued (the server
 * action signed the subject in through the rbac procedures, with their abuse limits, first).
 */
export const { handlers, auth, signIn, signOut } = NextAuth(() => {
  const { db, tokens, siteUrl } = serverRuntime();
  return {
    secret: Buffer.from(tokens.secret).toString('base64url'),
    trustHost: true,
    session: { strategy: 'jwt', maxAge: tokens.accessLifetimeSeconds },
    cookies: {
      sessionToken: {
        name: SUBJECT_JWT_COOKIE,
        options: { httpOnly: true, sameSite: 'lax', path: '/', secure: siteUrl.startsWith('https:') },
      },
    },
    providers: [
      Credentials({
        credentials: { jwt: {} },
        authorize: async (credentials) => {
          if (typeof credentials.jwt !== 'string') return null;
          const claims = await verifyAccessToken(db, tokens, credentials.jwt).catch(() => null);
          return claims && { id: claims.subjectId, jwt: credentials.jwt };
        },
      }),
    ],
    // next-auth signs nothing: encode hands back the token our service issued (so reading the session through
    // /api/auth/session cannot extend it), decode verifies it and its session.
    jwt: {
      encode: async ({ token }) => token?.jwt ?? '',
      decode: async ({ token }) => {
        if (!token) return null;
        const claims = await verifyAccessToken(db, tokens, token).catch(() => null);
        return claims && { sub: claims.subjectId, sid: claims.sessionId, jwt: token };
      },
    },
    callbacks: {
      jwt: async ({ token, user }) => {
        if (!user?.jwt) return token;
        const claims = await verifyAccessToken(db, tokens, user.jwt);
        return { sub: claims.subjectId, sid: claims.sessionId, jwt: user.jwt };
      },
      session: ({ session, token }) => ({ ...session, subjectId: token.sub ?? '', sessionId: token.sid ?? '' }),
    },
    // Signing out through next-auth's own endpoint ends our session too, as the logout action does.
    events: {
      signOut: async (message) => {
        const sessionId = 'token' in message ? message.token?.sid : undefined;
        if (sessionId) await endSession(db, sessionId);
      },
    },
    // A wrong credential is an expected event, not a stack trace in the log.
    logger: { error: (error) => logger().error(`[auth] ${error.name}: ${withoutValues(error.message)}`) },
  };
});
