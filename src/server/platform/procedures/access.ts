import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { Context } from '../context/context';
import type { Access, HttpMethod, RestRoute } from './meta';

/** A role's permission: a method and a route pattern of the route table, or every route under `…/*`. */
export interface PermittedAction {
  method: string;
  path: string;
}

/** Whether an action permits a route: the same method, and the route's declared path or a prefix ending `/*`. */
export function actionPermits(action: PermittedAction, method: HttpMethod, path: string): boolean {
  if (action.method !== method) return false;
  if (action.path.endsWith('/*')) return path.startsWith(action.path.slice(0, -1));
  return action.path === path;
}

/** The actions of every role the subject holds. */
export function actionsOfSubject(db: Database, subjectId: string): Promise<PermittedAction[]> {
  return db.prisma.rbacAction.findMany({
    where: { rolesToActions: { some: { role: { subjectsToRoles: { some: { subjectId } } } } } },
    select: { method: true, path: true },
  });
}

const actionsRead = new WeakMap<Context, Promise<PermittedAction[]>>();

/** The caller's actions, read once per request however many procedures ask. */
function callerActions(ctx: Context, subjectId: string): Promise<PermittedAction[]> {
  let actions = actionsRead.get(ctx);
  if (!actions) actionsRead.set(ctx, (actions = actionsOfSubject(ctx.db, subjectId)));
  return actions;
}

/** Whether the signed-in caller's roles permit one of these routes (is-authorized asks the same question). */
export async function callerMayUse(ctx: Context, routes: readonly Pick<RestRoute, 'method' | 'path'>[]): Promise<boolean> {
  const subject = ctx.credentials.subject;
  if (ctx.credentials.secretKey === 'valid') return true;
  if (subject.state !== 'valid') return false;
  const actions = await callerActions(ctx, subject.subjectId);
  return routes.some((route) => actions.some((action) => actionPermits(action, route.method, route.path)));
}

const SIGN_IN_FIRST = 'Sign in first: send the access token as Authorization: Bearer <jwt> or the rbac.subject.jwt cookie';

/** What a procedure of this access is called for: its routes (permissions name them) and the input's `id`. */
export interface AccessTarget {
  routes: readonly RestRoute[];
  /** The `id` of the input (the path's `{id}` over REST): the subject acting on its own records. */
  id?: unknown;
}

/**
 * Why the context may not call a procedure of this access, or undefined when it may: deny by default. A secret key
 * that was presented and is wrong is refused even where a subject would do, so a misconfigured script fails loudly.
 */
export async function accessRefusal(access: Access, ctx: Context, target: AccessTarget): Promise<AppError | undefined> {
  if (access === 'public') return undefined;
  switch (ctx.credentials.secretKey) {
    case 'valid':
      return undefined;
    case 'cross-site-cookie':
      return new AppError(
        'FORBIDDEN',
        'The rbac.secret-key cookie does not authorise a call sent from another site: send the X-RBAC-SECRET-KEY header',
      );
    case 'invalid':
      return new AppError('FORBIDDEN', 'The secret key is not valid');
    case 'absent':
      break;
  }
  const subject = ctx.credentials.subject;
  if (access === 'secret-key')
    return new AppError(
      subject.state === 'valid' ? 'FORBIDDEN' : 'UNAUTHORIZED',
      'This call is for server-to-server use: it requires the secret key (X-RBAC-SECRET-KEY header)',
    );
  if (subject.state === 'invalid') return subject.error;
  if (subject.state === 'absent') return new AppError('UNAUTHORIZED', SIGN_IN_FIRST);
  if (access === 'signed-in') return undefined;
  if (access === 'own' && typeof target.id === 'string' && target.id === subject.subjectId) return undefined;
  if (await callerMayUse(ctx, target.routes)) return undefined;
  const route = target.routes[0];
  return new AppError(
    'FORBIDDEN',
    access === 'own'
      ? 'Only the subject itself, or a role permitted to, may do this with these records'
      : `None of your roles permits ${route ? `${route.method} ${route.path}` : 'this call'}`,
  );
}
