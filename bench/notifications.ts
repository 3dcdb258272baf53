/**
 * An announcement to 10,000 subscribers (issue 31) on PostgreSQL, through an SMTP server on loopback:
 * - ours: the `notification.announce` job as the runner runs it (one outbox row per subscriber, drawn from the
 *   announcement's template in the subscriber's language, with their own unsubscribe links, written in chunks and
 *   handed to the pooled SMTP mailer after each chunk's commit);
 * - the baseline: nodemailer alone, with the same pooled transport, sending the same 10,000 letters (the HTML and text
 *   of one of ours, to each address), all handed to it at once.
 * Messages per second from the start to the last message accepted by the SMTP server, and the sender's memory: peak
 * RSS and V8 heap above an idle baseline measured just before each side.
 *
 *   npx tsx bench/notifications.ts
 *   BENCH_SUBSCRIBERS=2000 npx tsx bench/notifications.ts
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { createSmtpMailer, smtpTransportOptions } from '../src/server/platform/mail/smtp-mailer';
import { announceJob } from '../src/server/modules/notification/topics/announce.job';
import { openBenchDatabase, printTable, runBenchmark, type Cleanup } from './harness';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS || 10_000);
const SAMPLE_MS = 20;
const FROM = 'news@bench.example';
if (!Number.isInteger(SUBSCRIBERS) || SUBSCRIBERS <= 0) throw new Error('BENCH_SUBSCRIBERS must be a positive whole number');

v8.setFlagsFromString('--expose_gc');
const gc = vm.runInNewContext('gc') as () => void;

/** An SMTP server that accepts and counts messages, reading each to its end and keeping nothing. */
async function smtpSink(cleanups: Cleanup[]) {
  let count = 0;
  let waiting: { target: number; resolve: () => void } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        count += 1;
        if (waiting && count >= waiting.target) waiting.resolve();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    /** Resolves once `more` messages arrived after this call. */
    receive(more: number) {
      const target = count + more;
      return new Promise<void>((resolve) => (waiting = { target, resolve }));
    },
  };
}

interface Figures {
  seconds: number;
  rss: number;
  heap: number;
}

/** Runs `work`, sampling memory above an idle baseline taken just before it. */
async function measure(work: () => Promise<void>): Promise<Figures> {
  for (let round = 0; round < 3; round++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const baseline = process.memoryUsage();
  const peak = { rss: baseline.rss, heap: baseline.heapUsed };
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  }, SAMPLE_MS);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return { seconds: (performance.now() - started) / 1000, rss: peak.rss - baseline.rss, heap: peak.heap - baseline.heapUsed };
}

/** The topic and its subscribers: a subject per address, each with an e-mail identity, in one statement per table. */
async function seedSubscribers(db: Awaited<ReturnType<typeof openBenchDatabase>>['db']): Promise<string> {
  const topic = await db.prisma.notificationTopic.create({
    data: { adminTitle: 'Bench news', slug: 'bench-news', title: { ru: 'Новости фонда', en: 'Foundation news' } },
  });
  await db.query(
    `WITH n AS (SELECT g, 'bench-' || g AS id FROM generate_series(1, $1::int) g),
          s AS (INSERT INTO "RbacSubject" ("id", "slug", "updatedAt") SELECT id, id, now() FROM n),
          i AS (INSERT INTO "RbacIdentity" ("id", "provider", "email", "updatedAt")
                SELECT 'identity-' || id, 'email_and_password', 'friend' || g || '@bench.example', now() FROM n),
          x AS (INSERT INTO "RbacSubjectsToIdentities" ("id", "subjectId", "identityId", "updatedAt")
                SELECT gen_random_uuid()::text, id, 'identity-' || id, now() FROM n)
     INSERT INTO "RbacSubjectsToNotificationModuleTopics" ("id", "subjectId", "notificationModuleTopicId", "updatedAt")
     SELECT gen_random_uuid()::text, id, $2::text, now() FROM n`,
    [SUBSCRIBERS, topic.id],
  );
  return topic.id;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

await runBenchmark(async (cleanups) => {
  const { db } = await openBenchDatabase(cleanups);
  const sink = await smtpSink(cleanups);
  const topicId = await seedSubscribers(db);
  const mailer = createSmtpMailer(sink.url, FROM);
  cleanups.push(async () => mailer.close?.());
  const job = announceJob({ siteUrl: 'https://fund.bench.example', jwtSecret: randomBytes(32), mailer });
  const payload = {
    topicId,
    batchKey: `bench:${randomUUID()}`,
    title: { ru: 'Купол снова под крестом', en: 'The dome has its cross again' },
    body: { ru: 'Спасибо всем, кто помог: работы на куполе закончены.', en: 'Thank you all: the work on the dome is done.' },
    sendAfter: null,
  };

  const ours = await measure(async () => {
    const arrived = sink.receive(SUBSCRIBERS);
    await job.run(db, { id: randomUUID(), name: job.name, payload, attempt: 1, maxAttempts: 1 });
    await arrived;
  });
  const sent = await db.prisma.notificationNotification.count({ where: { batchKey: payload.batchKey, status: 'sent' } });
  if (sent !== SUBSCRIBERS) throw new Error(`ours sent ${sent} of ${SUBSCRIBERS}`);

  const letter = await db.prisma.notificationNotification.findFirstOrThrow({ where: { batchKey: payload.batchKey } });
  const transport = nodemailer.createTransport(smtpTransportOptions(sink.url));
  cleanups.push(async () => transport.close());
  const baseline = await measure(async () => {
    const arrived = sink.receive(SUBSCRIBERS);
    await Promise.all(
      Array.from({ length: SUBSCRIBERS }, (_, index) =>
        transport.sendMail({
          from: FROM,
          to: `friend${index + 1}@bench.example`,
          subject: letter.title,
          text: letter.text,
          html: letter.html ?? undefined,
          headers: { 'List-Unsubscribe': `<${letter.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }),
      ),
    );
    await arrived;
  });

  const rate = (figures: Figures) => SUBSCRIBERS / figures.seconds;
  printTable([
    ['announcement', 'side', 'messages', 'seconds', 'msg/s', 'RSS +MB', 'heap +MB', 'msg/s ratio'],
    ...(
      [
        ['ours', ours],
        ['nodemailer', baseline],
      ] as const
    ).map(([side, figures]) => [
      `${SUBSCRIBERS} subscribers`,
      side,
      String(SUBSCRIBERS),
      figures.seconds.toFixed(1),
      rate(figures).toFixed(0),
      mb(figures.rss),
      mb(figures.heap),
      side === 'ours' ? (rate(ours) / rate(baseline)).toFixed(2) : '',
    ]),
  ]);
});
