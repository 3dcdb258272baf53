import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { agentSchedules, writeAgents } from '../../src/server/modules';
import { createAdministrator } from '../../src/server/modules/rbac/subjects/administrator.service';
import { PermanentJobFailure, type JobDefinition } from '../../src/server/platform/jobs/job-definition';
import { startJobRunner, type JobRunner } from '../../src/server/platform/jobs/job-runner';
import { occurrenceKey } from '../../src/server/platform/jobs/jobs.service';
import { withOverrides } from '../../src/server/platform/jobs/schedule-settings';
import { PATIENTLY } from '../helpers/patience';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * The agents are the product's schedules (docs/decisions/0051): written from the job definitions at the start, paused,
 * rescheduled and run now through their generic and module routes, followed by the runner at every poll.
 */

const AUTH = '/api/rbac/subjects/authentication';
const AGENTS = '/api/agent/agents';
const PASSWORD = 'correct horse battery';

let server: TestServer;
let admin: Record<string, string>;
const runners: JobRunner[] = [];

interface Answer {
  status: number;
  body: { data: Record<string, unknown>; cause?: { field?: string; code?: string }[] };
}
async function call(method: string, path: string, headers: Record<string, string> | null, data?: unknown): Promise<Answer> {
  const response = await server.request(path, {
    method,
    secretKey: null,
    headers: { ...(data === undefined ? {} : { 'content-type': 'application/json' }), ...(headers ?? {}) },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

beforeAll(async () => {
  server = await startTestServer();
  await createAdministrator(server.db, { email: 'agents-admin@example.com', password: PASSWORD });
  const signedIn = await call('POST', `${AUTH}/email-and-password/authentication`, null, {
    login: 'agents-admin@example.com',
    password: PASSWORD,
  });
  admin = { authorization: `Bearer ${signedIn.body.data.jwt as string}` };
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});
afterAll(() => server.close());

let names = 0;
/** A job of its own per test: agents and jobs of earlier tests stay in the tables. */
function definition(schedule: string, run: JobDefinition['run'] = async () => undefined): JobDefinition {
  return { name: `test.agent-${++names}`, title: { ru: 'Проверка', en: 'Check' }, schedule, run };
}
const agentOf = (name: string) => server.db.prisma.agentAgent.findUniqueOrThrow({ where: { slug: name } });
const queued = (name: string) =>
  server.db.prisma.hostJob.findMany({ where: { name, state: 'queued', key: { startsWith: 'schedule:' } } });
async function runner(definitions: JobDefinition[], overrides: Record<string, string> = {}) {
  const started = await startJobRunner(server.db, definitions, {
    pollMs: 50,
    schedules: withOverrides(agentSchedules, overrides),
  });
  runners.push(started);
  return started;
}
/** The next time at `hour`:`minute` UTC after now. */
function nextAt(hour: number, minute: number): Date {
  const at = new Date();
  at.setUTCHours(hour, minute, 0, 0);
  if (at.getTime() <= Date.now()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

describe('agents written from the job definitions', () => {
  it('one per scheduled job; the team’s interval and pause kept at the next start, the override shown', async () => {
    const kept = definition('17 * * * *');
    const unscheduled: JobDefinition = { name: `test.agent-${++names}`, run: async () => undefined };
    await writeAgents(server.db, [kept, unscheduled], {});
    expect(await agentOf(kept.name)).toMatchObject({
      title: { ru: 'Проверка', en: 'Check' },
      adminTitle: kept.name,
      interval: '17 * * * *',
      enabled: true,
      override: null,
    });
    expect(await server.db.prisma.agentAgent.count({ where: { slug: unscheduled.name } })).toBe(0);

    const { id } = await agentOf(kept.name);
    const changed = await call('PATCH', `${AGENTS}/${id}`, admin, { interval: '45 6 * * 1', enabled: false });
    expect(changed.status).toBe(200);
    await writeAgents(server.db, [{ ...kept, title: { ru: 'Новая', en: 'New' } }], { [kept.name]: '0 5 * * *' });
    expect(await agentOf(kept.name)).toMatchObject({
      id,
      title: { ru: 'Новая', en: 'New' },
      interval: '45 6 * * 1',
      enabled: false,
      override: '0 5 * * *',
    });
  });

  it('keeps the agent of a job the starting process does not know, with the team’s settings (a rolling deploy)', async () => {
    const old = definition('17 * * * *');
    const added = definition('23 3 * * *');
    // The new release starts first and writes both agents; the team reschedules and pauses the new job's agent.
    await writeAgents(server.db, [old, added], {});
    const { id } = await agentOf(added.name);
    expect((await call('PATCH', `${AGENTS}/${id}`, admin, { interval: '5 4 * * *', enabled: false })).status).toBe(200);
    const settled = await agentOf(added.name);
    // A process of the older release starts meanwhile: it knows the old job only.
    await writeAgents(server.db, [old], {});
    expect(await agentOf(added.name)).toEqual(settled);
    // And the new release starts again: still the team's settings.
    await writeAgents(server.db, [old, added], {});
    expect(await agentOf(added.name)).toMatchObject({ id, interval: '5 4 * * *', enabled: false });
  });

  it('refuses an interval that is not cron with a 400 naming data.interval, and a new slug, writing nothing', async () => {
    const job = definition('17 * * * *');
    await writeAgents(server.db, [job], {});
    const { id } = await agentOf(job.name);
    for (const interval of ['every hour', '* * * *', '0 * * * * *', '0 0 30 2 *']) {
      const refused = await call('PATCH', `${AGENTS}/${id}`, admin, { interval, enabled: false });
      expect(refused.status, interval).toBe(400);
      expect(refused.body.cause).toMatchObject([{ field: 'data.interval', code: 'invalid_cron' }]);
    }
    // Only the product makes agents (docs/decisions/0055): no generic create, whatever it holds.
    const created = await call('POST', AGENTS, admin, { slug: 'test.hand-made', adminTitle: 'x', interval: '61 * * * *' });
    expect(created.status).toBe(405);
    expect(await server.db.prisma.agentAgent.count({ where: { slug: 'test.hand-made' } })).toBe(0);
    const renamed = await call('PATCH', `${AGENTS}/${id}`, admin, { slug: 'test.renamed' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.cause).toMatchObject([{ field: 'data.slug', code: 'fixed_value' }]);
    expect(await agentOf(job.name)).toMatchObject({ interval: '17 * * * *', enabled: true });
  });
});

describe('the runner follows the agents', () => {
  it('writes no run of a paused agent and runs none (not even one written before the pause), and resumes', async () => {
    const ran: string[] = [];
    const job = definition('30 12 * * *', async (_db, running) => void ran.push(running.id));
    await writeAgents(server.db, [job], {});
    await runner([job]);
    await vi.waitFor(async () => expect((await queued(job.name)).map((row) => row.runAt)).toEqual([nextAt(12, 30)]), PATIENTLY);

    const { id } = await agentOf(job.name);
    expect((await call('PATCH', `${AGENTS}/${id}`, admin, { enabled: false })).status).toBe(200);
    expect(await queued(job.name)).toEqual([]);
    // What a runner that read the agent before the pause may still write: an occurrence, due now. It is not run.
    const stale = await server.db.prisma.hostJob.create({
      data: { name: job.name, key: occurrenceKey(job.name, nextAt(12, 30)), runAt: new Date(Date.now() - 1000) },
    });
    await vi.waitFor(async () => expect(await server.db.prisma.hostJob.count({ where: { id: stale.id } })).toBe(0), PATIENTLY);
    expect(ran).toEqual([]);

    expect((await call('PATCH', `${AGENTS}/${id}`, admin, { enabled: true })).status).toBe(200);
    await vi.waitFor(async () => expect((await queued(job.name)).map((row) => row.runAt)).toEqual([nextAt(12, 30)]), PATIENTLY);
  });

  it('runs a rescheduled agent on its new interval without a restart; an occurrence of the old one is not run', async () => {
    const ran: string[] = [];
    const job = definition('30 12 * * *', async (_db, running) => void ran.push(running.id));
    await writeAgents(server.db, [job], {});
    await runner([job]);
    await vi.waitFor(async () => expect((await queued(job.name)).map((row) => row.runAt)).toEqual([nextAt(12, 30)]), PATIENTLY);
    const { id } = await agentOf(job.name);
    expect((await call('PATCH', `${AGENTS}/${id}`, admin, { interval: '15 4 * * *' })).status).toBe(200);
    await vi.waitFor(async () => expect((await queued(job.name)).map((row) => row.runAt)).toEqual([nextAt(4, 15)]), PATIENTLY);
    // An occurrence of the old interval (a runner's stale write), due now: dropped, not run.
    const stale = await server.db.prisma.hostJob.create({
      data: { name: job.name, key: occurrenceKey(job.name, nextAt(12, 30)), runAt: new Date(Date.now() - 1000) },
    });
    await vi.waitFor(async () => expect(await server.db.prisma.hostJob.count({ where: { id: stale.id } })).toBe(0), PATIENTLY);
    // One of the new interval is run when due.
    const due = await server.db.prisma.hostJob.create({
      data: { name: job.name, key: occurrenceKey(job.name, new Date('2026-01-01T04:15:00Z')), runAt: new Date() },
    });
    await vi.waitFor(() => expect(ran).toEqual([due.id]), PATIENTLY);
  });

  it('lets JOBS_SCHEDULES win over the agent’s interval, the pause still the agent’s', async () => {
    const job = definition('30 12 * * *');
    await writeAgents(server.db, [job], { [job.name]: '45 7 * * *' });
    await runner([job], { [job.name]: '45 7 * * *' });
    await vi.waitFor(async () => expect((await queued(job.name)).map((row) => row.runAt)).toEqual([nextAt(7, 45)]), PATIENTLY);
    const { id } = await agentOf(job.name);
    expect((await call('PATCH', `${AGENTS}/${id}`, admin, { interval: '0 9 * * *' })).status).toBe(200);
    await vi.waitFor(async () => expect((await queued(job.name)).map((row) => row.runAt)).toEqual([nextAt(7, 45)]), PATIENTLY);
    expect((await call('PATCH', `${AGENTS}/${id}`, admin, { enabled: false })).status).toBe(200);
    expect(await queued(job.name)).toEqual([]);
  });
});

describe('POST /api/agent/agents/{id}/run and GET …/runs', () => {
  it('runs a paused agent once now, shows its runs and their errors, and is the administrators’', async () => {
    let calls = 0;
    let broken = false;
    const job = definition('30 12 * * *', async () => {
      calls++;
      if (broken) throw new PermanentJobFailure('the provider did not answer');
    });
    await writeAgents(server.db, [job], {});
    const { id } = await agentOf(job.name);
    expect((await call('PATCH', `${AGENTS}/${id}`, admin, { enabled: false })).status).toBe(200);
    await runner([job]);
    const jobRow = (jobId: string) => server.db.prisma.hostJob.findUniqueOrThrow({ where: { id: jobId } });

    expect((await call('POST', `${AGENTS}/${id}/run`, null)).status).toBe(401);
    const run = await call('POST', `${AGENTS}/${id}/run`, admin);
    expect(run.status).toBe(200);
    const first = run.body.data.jobId as string;
    await vi.waitFor(async () => expect((await jobRow(first)).state).toBe('succeeded'), PATIENTLY);
    expect(calls).toBe(1);
    // The admin's table reads when its job last ran (a computed column).
    const listed = await call('GET', `${AGENTS}/${id}`, admin);
    expect(new Date(listed.body.data.lastRun as string)).toEqual((await jobRow(first)).finishedAt);

    broken = true;
    const second = (await call('POST', `${AGENTS}/${id}/run`, admin)).body.data.jobId as string;
    await vi.waitFor(async () => expect((await jobRow(second)).state).toBe('failed'), PATIENTLY);
    const runs = await call('GET', `${AGENTS}/${id}/runs`, admin);
    expect(runs.status).toBe(200);
    expect(runs.body.data.runs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: first, state: 'succeeded', scheduled: false, lastError: null }),
        expect.objectContaining({ id: second, state: 'failed', attempts: 1, lastError: 'the provider did not answer' }),
      ]),
    );
    expect(calls).toBe(2);
    // Paused: no occurrence was written meanwhile.
    expect(await queued(job.name)).toEqual([]);
    expect((await call('GET', `${AGENTS}/${id}/runs`, null)).status).toBe(401);
    expect((await call('POST', `${AGENTS}/00000000-0000-4000-8000-000000000000/run`, admin)).status).toBe(404);
  });
});
