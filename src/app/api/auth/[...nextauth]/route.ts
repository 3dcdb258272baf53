// next-auth's own endpoints (CSRF token, session, sign-out form): the API server hands /api/auth/* to Next.js.
import { handlers } from '@/server/next-auth';

export const { GET, POST } = handlers;
