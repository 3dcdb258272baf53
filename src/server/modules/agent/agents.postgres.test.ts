import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../db/database';
import { startTestServer, type TestServer } from '../../../../tests/helpers/server';
import { PATIENTLY } from '../../../../tests/helpers/patience';
import type { JobDefinition } from '../../platform/jobs/job-definition';
import { startJobRunner } from '../../platform/jobs/job-runner';
import { occurrenceKey } from '../../platform/jobs/jobs.service';
import { agentSchedules, writeAgents } from './agents.service';

/** Two server processes on one PostgreSQL database: each its own pool and runner; the agent paused through REST. */
let server: TestServer;
let other: Database;
beforeAll(async () => {
  server = await startTestServer();
  other = await openDatabase(server.db.url);
});
afterAll(async () => {
  await other.close();
  await server.close();
});

const patch = (id: string, data: Record<string, unknown>) =>
  server.request(`/api/agent/agents/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });

describe('an agent on two runners sharing one database', () => {
  it('paused, runs on neither; resumed and due, runs once', async () => {
    const runs: string[] = [];
    const definition: JobDefinition = {
      name: 'test.shared-agent',
      schedule: '30 12 * * *',
      run: async (jobDb, job) => void runs.push(`${jobDb === other ? 'other' : 'server'}:${job.id}`),
    };
    await writeAgents(server.db, [definition], {});
    const { id } = await server.db.prisma.agentAgent.findUniqueOrThrow({ where: { slug: definition.name } });
    const runners = await Promise.all(
      [server.db, other].map((each) => startJobRunner(each, [definition], { pollMs: 20, schedules: agentSchedules })),
    );
    const occurrences = () =>
      server.db.prisma.hostJob.findMany({ where: { name: definition.name, key: { startsWith: 'schedule:' } } });
    try {
      await vi.waitFor(async () => expect(await occurrences()).toHaveLength(1), PATIENTLY);
      expect((await patch(id, { enabled: false })).status).toBe(200);
      expect(await occurrences()).toEqual([]);
      // Due occurrences written as a runner that read the agent before the pause would: neither runner runs one.
      const written = await Promise.all(
        ['2026-01-01T12:30:00Z', '2026-01-02T12:30:00Z', '2026-01-03T12:30:00Z'].map((at) =>
          server.db.prisma.hostJob.create({
            data: {
              name: definition.name,
              key: occurrenceKey(definition.name, new Date(at)),
              runAt: new Date(Date.now() - 1000),
            },
          }),
        ),
      );
      await vi.waitFor(
        async () => expect(await server.db.prisma.hostJob.count({ where: { id: { in: written.map((job) => job.id) } } })).toBe(0),
        PATIENTLY,
      );
      // Both runners polled many times meanwhile (every 20 ms) and wrote nothing for the paused agent.
      expect(await occurrences()).toEqual([]);
      expect(runs).toEqual([]);

      expect((await patch(id, { enabled: true })).status).toBe(200);
      await vi.waitFor(async () => expect(await occurrences()).toHaveLength(1), PATIENTLY);
      const [next] = await occurrences();
      await server.db.prisma.hostJob.update({ where: { id: next!.id }, data: { runAt: new Date() } });
      await vi.waitFor(async () => expect(runs).toHaveLength(1), PATIENTLY);
      expect(runs[0]).toMatch(new RegExp(`:${next!.id}$`));
      await vi.waitFor(
        async () =>
          expect((await server.db.prisma.hostJob.findUniqueOrThrow({ where: { id: next!.id } })).state).toBe('succeeded'),
        PATIENTLY,
      );
      expect(runs).toHaveLength(1);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
  });

  it('rescheduled through one process, is written at its new time by the runner of the other, without a restart', async () => {
    const definition: JobDefinition = { name: 'test.moved-agent', schedule: '30 12 * * *', run: async () => undefined };
    await writeAgents(server.db, [definition], {});
    const { id } = await server.db.prisma.agentAgent.findUniqueOrThrow({ where: { slug: definition.name } });
    // Only the other process runs jobs; the change comes through this one's REST.
    const runner = await startJobRunner(other, [definition], { pollMs: 20, schedules: agentSchedules });
    const next = () =>
      server.db.prisma.hostJob
        .findMany({ where: { name: definition.name, state: 'queued', key: { startsWith: 'schedule:' } } })
        .then((rows) => rows.map((row) => `${row.runAt.getUTCHours()}:${row.runAt.getUTCMinutes()}`));
    try {
      await vi.waitFor(async () => expect(await next()).toEqual(['12:30']), PATIENTLY);
      expect((await patch(id, { interval: '15 4 * * *' })).status).toBe(200);
      await vi.waitFor(async () => expect(await next()).toEqual(['4:15']), PATIENTLY);
    } finally {
      await runner.stop();
    }
  });
});
