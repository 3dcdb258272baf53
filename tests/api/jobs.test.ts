import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdministrator } from '../../src/server/modules/rbac/subjects/administrator.service';
import { enqueueJob } from '../../src/server/platform/jobs/jobs.service';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * Jobs in the admin and over REST: host.jobs lists the runner's columns (state, attempts, last error, next run) and
 * refuses to write them; POST /api/host/jobs/{id}/run runs or retries one, for administrators only.
 */

const AUTH = '/api/rbac/subjects/authentication';
const PASSWORD = 'correct horse battery';

let server: TestServer;
let admin: Record<string, string>;
let visitor: Record<string, string>;

async function call(method: string, path: string, headers: Record<string, string> = {}, data?: unknown) {
  const response = await server.request(path, {
    method,
    secretKey: null,
    headers: { ...(data === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: Record<string, unknown>; cause?: { field?: string }[] },
  };
}

beforeAll(async () => {
  server = await startTestServer();
  await createAdministrator(server.db, { email: 'admin@example.com', password: PASSWORD });
  const signedIn = await call(
    'POST',
    `${AUTH}/email-and-password/authentication`,
    {},
    { login: 'admin@example.com', password: PASSWORD },
  );
  admin = { authorization: `Bearer ${signedIn.body.data.jwt as string}` };
  const anonymous = await call('GET', `${AUTH}/init`);
  visitor = { authorization: `Bearer ${anonymous.body.data.jwt as string}` };
});
afterAll(() => server.close());

/** A job that ran out of attempts, as the runner leaves it. */
async function failedJob() {
  const { id } = await enqueueJob(server.db, 'test.admin-retry', { n: 1 }, { maxAttempts: 2 });
  await server.db.query(
    `UPDATE "HostJob" SET "state" = 'failed', "attempts" = 2, "lastError" = 'mail server down', "finishedAt" = now() WHERE "id" = $1`,
    [id],
  );
  return id;
}

describe('host.jobs', () => {
  it('lists the runner’s columns to an administrator, and refuses to let a generic write set them', async () => {
    const id = await failedJob();
    const listed = await call('GET', `/api/host/jobs/${id}`, admin);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({ state: 'failed', attempts: 2, maxAttempts: 2, lastError: 'mail server down' });
    expect(listed.body.data.runAt).toEqual(expect.any(String));
    const forged = await call('PATCH', `/api/host/jobs/${id}`, admin, { state: 'succeeded' });
    expect(forged.status).toBe(400);
    expect(forged.body.cause?.map((cause) => cause.field)).toEqual(['data.state']);
    expect((await call('GET', `/api/host/jobs/${id}`, visitor)).status).toBe(403);
  });

  it('runs or retries one for an administrator: 401 anonymous, 403 without the permission, 404 unknown', async () => {
    const id = await failedJob();
    expect((await call('POST', `/api/host/jobs/${id}/run`)).status).toBe(401);
    expect((await call('POST', `/api/host/jobs/${id}/run`, visitor)).status).toBe(403);
    expect(await server.db.prisma.hostJob.findUniqueOrThrow({ where: { id } })).toMatchObject({ state: 'failed' });

    const retried = await call('POST', `/api/host/jobs/${id}/run`, admin);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ id, state: 'queued', attempts: 2, maxAttempts: 3, lastError: 'mail server down' });
    expect(await server.db.prisma.hostJob.findUniqueOrThrow({ where: { id } })).toMatchObject({
      state: 'queued',
      finishedAt: null,
    });
    expect((await call('POST', '/api/host/jobs/00000000-0000-4000-8000-000000000000/run', admin)).status).toBe(404);
  });
});
