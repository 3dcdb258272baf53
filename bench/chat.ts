/**
 * Chat messages (docs/decisions/0044, 0045) on PostgreSQL, one post at a time, with 200 live streams open:
 * - a message posted over REST (the route, its checks, the one transaction, the notice and the announcement): p50/p99,
 *   against the same insert in hand-written SQL behind a bare node:http handler (message, chat link, a row per
 *   member, the NOTIFY, in one transaction on a pool of its own);
 * - the delay from the post to its event on the last of the members' streams, against the hand-written insert's
 *   NOTIFY heard by one bare `LISTEN` connection.
 *
 *   npx tsx bench/chat.ts
 *   BENCH_RUNS=200 npx tsx bench/chat.ts       posts measured per side (default 100, after 10 warm-ups)
 *   BENCH_POSTGRES_URL=postgres://…            server to create the throwaway database on
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import pg from 'pg';
import { chatPaths } from '../src/shared/chat-paths';
import { rawClient, streamRequest } from './live-clients';
import { closeServer, listen, openBenchDatabase, printTable, runBenchmark, startOurs } from './harness';

const RUNS = Number(process.env.BENCH_RUNS || 100);
const WARM_UP = 10;
const STREAMS = 200;
/** Registrations from one address are limited to ten (the abuse limits): ten readers, twenty streams each. */
const SUBJECTS = 10;

if (!Number.isInteger(RUNS) || RUNS <= 0) throw new Error('BENCH_RUNS must be a positive whole number');

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

/** What the bare handler writes for one message: the same rows as the route, and the same NOTIFY. */
const BARE_INSERT = `
  WITH message AS (
    INSERT INTO "SocialMessage" ("id", "description", "updatedAt") VALUES ($1::text, $2::jsonb, now()) RETURNING "id"
  ), link AS (
    INSERT INTO "SocialChatsToMessages" ("id", "chatId", "messageId", "updatedAt")
    SELECT gen_random_uuid()::text, $3::text, "id", now() FROM message
  ), rows AS (
    INSERT INTO "SocialProfilesToMessages" ("id", "profileId", "messageId", "isRead", "isAuthor", "updatedAt")
    SELECT gen_random_uuid()::text, pc."profileId", $1::text, pc."profileId" = $4::text, pc."profileId" = $4::text, now()
      FROM "SocialProfilesToChats" pc WHERE pc."chatId" = $3::text
  )
  SELECT pg_notify($5::text, $6::text)::text`;

/** The baseline: POST with `{ data: { description } }` inserts the message in hand-written SQL and answers its id. */
const bareServer = (pool: pg.Pool, chatId: string, authorProfileId: string): Server =>
  createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const { description } = (JSON.parse(body) as { data: { description: string } }).data;
      const id = randomUUID();
      pool.query(BARE_INSERT, [id, JSON.stringify({ ru: description }), chatId, authorProfileId, 'chat_bench', description]).then(
        () => {
          response.writeHead(201, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ data: { id } }));
        },
        (error: unknown) => {
          response.writeHead(500);
          response.end(String(error));
        },
      );
    });
  });

await runBenchmark(async (cleanups) => {
  const { db, url } = await openBenchDatabase(cleanups);
  const base = new URL(await startOurs(db, randomBytes(32).toString('hex'), cleanups));
  const call = async <T>(method: string, path: string, jwt: string, data?: unknown): Promise<T> => {
    const response = await fetch(`${base.origin}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
      body: data === undefined ? undefined : JSON.stringify({ data }),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };

  // Readers: SUBJECTS registered subjects; the first writes to the second, who owns a profile open to conversations.
  const readers: { id: string; jwt: string }[] = [];
  for (let index = 0; index < SUBJECTS; index++) {
    const registered = await fetch(`${base.origin}/api/rbac/subjects/authentication/email-and-password/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { login: `chat-bench-${index}@example.com`, password: 'correct horse battery' } }),
    });
    if (!registered.ok) throw new Error(`Registration answered ${registered.status}`);
    const { jwt } = ((await registered.json()) as { data: { jwt: string } }).data;
    readers.push({ id: (await call<{ id: string }>('GET', '/api/rbac/subjects/authentication/me', jwt)).id, jwt });
  }
  const [writer, team] = [readers[0]!, readers[1]!];
  const teamProfile = await db.prisma.socialProfile.create({
    data: {
      adminTitle: 'chat bench team',
      slug: 'chat-bench-team',
      acceptsConversations: true,
      rbacSubjectsToSocialModuleProfiles: { create: { subjectId: team.id } },
    },
    select: { id: true },
  });
  const started = await call<{ profileId: string; chat: { id: string } }>('POST', chatPaths.start(writer.id), writer.jwt, {
    profileId: teamProfile.id,
  });
  const messagesPath = chatPaths.messages(writer.id, started.profileId, started.chat.id);

  // STREAMS streams over the readers; the members' (the first two readers') hear each post.
  let waiting: { marker: string; left: number; arrived: () => void } | undefined;
  const memberStreams = (STREAMS / SUBJECTS) * 2;
  const sockets: Socket[] = [];
  for (let index = 0; index < STREAMS; index++)
    sockets.push(
      await rawClient(base, streamRequest(base, readers[index % SUBJECTS]!.jwt), (text) => {
        if (waiting && text.includes(waiting.marker) && --waiting.left === 0) waiting.arrived();
      }),
    );
  cleanups.push(async () => sockets.forEach((socket) => socket.destroy()));

  // The baseline: its own pool and handler, its NOTIFY heard by one bare LISTEN connection.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => undefined);
  cleanups.push(() => pool.end());
  const bare = bareServer(pool, started.chat.id, started.profileId);
  cleanups.push(() => closeServer(bare));
  const bareBase = new URL(await listen(bare));
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  cleanups.push(() => listener.end());
  await listener.query('LISTEN chat_bench');
  let heard: { marker: string; arrived: () => void } | undefined;
  listener.on('notification', ({ payload }) => {
    if (heard && payload === heard.marker) heard.arrived();
  });

  /** One post: how long its answer took, and how long until its event was heard. */
  const post = async (side: 'ours' | 'baseline', run: number): Promise<{ post: number; event: number }> => {
    const text = `bench ${side} ${run}`;
    const at = performance.now();
    const event = new Promise<number>((resolve) => {
      const arrived = () => resolve(performance.now() - at);
      if (side === 'ours') waiting = { marker: '"topic":"chats"', left: memberStreams, arrived };
      else heard = { marker: text, arrived };
    });
    const answer = await fetch(side === 'ours' ? `${base.origin}${messagesPath}` : bareBase.href, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.jwt}` },
      body: JSON.stringify({ data: { description: text } }),
    });
    if (answer.status !== 201) throw new Error(`${side}: the post answered ${answer.status}: ${await answer.text()}`);
    await answer.arrayBuffer();
    const posted = performance.now() - at;
    return { post: posted, event: await event };
  };

  const figures = {
    ours: { post: [] as number[], event: [] as number[] },
    baseline: { post: [] as number[], event: [] as number[] },
  };
  for (let run = -WARM_UP; run < RUNS; run++)
    for (const side of ['ours', 'baseline'] as const) {
      const { post: posted, event } = await post(side, run);
      if (run < 0) continue;
      figures[side].post.push(posted);
      figures[side].event.push(event);
    }

  const ms = (value: number) => value.toFixed(2);
  const rows = (name: string, pick: 'post' | 'event') => {
    const [ours, baseline] = [figures.ours[pick], figures.baseline[pick]];
    return [
      [
        name,
        'ours',
        ms(percentile(ours, 50)),
        ms(percentile(ours, 99)),
        (percentile(ours, 50) / percentile(baseline, 50)).toFixed(2),
      ],
      [name, 'baseline', ms(percentile(baseline, 50)), ms(percentile(baseline, 99)), ''],
    ];
  };
  console.log(
    `Chat message posts, one at a time, ${STREAMS} streams open (ms; event: the last of the members' ${memberStreams} streams, baseline: one bare LISTEN)`,
  );
  printTable([
    ['scenario', 'side', 'p50', 'p99', 'ratio p50'],
    ...rows('post answered', 'post'),
    ...rows('post → event', 'event'),
  ]);
});
