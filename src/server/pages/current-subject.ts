import 'server-only';
import { cache } from 'react';
import type { NotificationMethod, SubjectSummary } from '@/shared/rbac-subject';
import { auth } from '../next-auth';
import { serverCaller } from '../caller';
import { toAppError } from '../public-error';

const isNotificationMethod = (value: string): value is NotificationMethod =>
  value === 'email' || value === 'telegram' || value === 'both';

/**
 * The visitor's subject, or null when no usable session comes with the request: next-auth's `auth()` reads the
 * session cookie (through our token service), and `authenticationMe` then reads the subject (a session that ended
 * meanwhile is a 401, null too). Any other failure is a real error and propagates. Cached per request: the rbac
 * layout's menu and the page read it once.
 */
export const currentSubject = cache(async (): Promise<SubjectSummary | null> => {
  if (!(await auth())) return null;
  try {
    const me = await (await serverCaller()).rbac.subjects.authenticationMe();
    return {
      id: me.id,
      identities: me.identities.map(({ id, provider, email, account, createdAt, deliveryBlockedAt }) => ({
        id,
        provider,
        email,
        account,
        createdAt: createdAt.toISOString(),
        deliveryBlockedAt: deliveryBlockedAt?.toISOString() ?? null,
      })),
      roles: me.roles.map(({ id, title, slug }) => ({ id, title, slug })),
      notificationMethod: isNotificationMethod(me.notificationMethod) ? me.notificationMethod : 'email',
    };
  } catch (error) {
    if (toAppError(error).code === 'UNAUTHORIZED') return null;
    throw error;
  }
});
