import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../scripts/throwaway-database';
import { TEST_POSTGRES_URL } from '../tests/helpers/database';
import { startS3Server, type S3Server } from '../tests/helpers/s3-server';
import { PROCESS_SECRETS, startServerProcess, type ServerProcess } from './server-process';

/**
 * Two server processes on one PostgreSQL database, on two ports, as two instances behind a load balancer: what one
 * knows, the other knows (sessions, abuse limits, page caches, files), because it lives in the database or the bucket,
 * not in a process. Both start at once on the fresh database: migrations, seed and administrator are made once. Each
 * has a local file folder of its own, as two machines would: their files are in one S3 bucket (s3rver).
 */

interface Job {
  key: string | null;
  state: string;
  attempts: number;
}

let database: ThrowawayDatabase;
let one: ServerProcess;
let other: ServerProcess;
let s3: S3Server;
let localFolders: string[];
const BUCKET = 'two-instances';
const S3_ENVIRONMENT = {
  FILE_STORAGE_PROVIDER: 'aws-s3',
  FILE_STORAGE_S3_BUCKET: BUCKET,
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
};

beforeAll(async () => {
  database = await createThrowawayDatabase(TEST_POSTGRES_URL, 'platform_two_instances');
  s3 = await startS3Server();
  await new S3Client(bucketClient()).send(new CreateBucketCommand({ Bucket: BUCKET }));
  localFolders = await Promise.all([0, 1].map(() => mkdtemp(path.join(tmpdir(), 'two-instances-files-'))));
  // One proxy hop believed: each scenario's requests come from an address of their own (X-Forwarded-For). The hourly
  // clean-up runs every minute, and both runners look for due jobs every second: both are ready to take it.
  const environment = {
    DATABASE_URL: database.url,
    TRUST_PROXY_HOPS: '1',
    JOBS_SCHEDULES: 'rbac.clean-up=* * * * *',
    JOBS_POLL_SECONDS: '1',
    ...S3_ENVIRONMENT,
    FILE_STORAGE_S3_ENDPOINT: s3.endpoint,
  };
  const start = (folder: string) => startServerProcess({ env: { ...environment, FILE_STORAGE_LOCAL_ROOT: folder } });
  [one, other] = await Promise.all([start(localFolders[0]!), start(localFolders[1]!)]);
}, 120_000);

afterAll(async () => {
  for (const server of [one, other]) server?.child.kill('SIGTERM');
  await Promise.all([one?.exited, other?.exited]);
  await database?.drop();
  await s3?.stop();
  for (const folder of localFolders ?? []) await rm(folder, { recursive: true, force: true });
});

/** A client of the test's bucket, as the servers are configured. */
const bucketClient = () => ({
  endpoint: s3.endpoint,
  forcePathStyle: true,
  region: S3_ENVIRONMENT.AWS_REGION,
  credentials: { accessKeyId: S3_ENVIRONMENT.AWS_ACCESS_KEY_ID, secretAccessKey: S3_ENVIRONMENT.AWS_SECRET_ACCESS_KEY },
});

const AUTHENTICATION = '/api/rbac/subjects/authentication';

const post = (server: ServerProcess, path: string, data: unknown, headers: Record<string, string> = {}) =>
  fetch(server.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data }),
  });

const me = (server: ServerProcess, jwt: string) =>
  fetch(`${server.baseUrl}${AUTHENTICATION}/me`, { headers: { authorization: `Bearer ${jwt}` } });

describe('two server processes on one database', () => {
  it('made the administrator once', async () => {
    const signIn = await post(one, `${AUTHENTICATION}/email-and-password/authentication`, {
      login: PROCESS_SECRETS.RBAC_ADMIN_EMAIL,
      password: PROCESS_SECRETS.RBAC_ADMIN_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const identities = await fetch(
      `${one.baseUrl}/api/rbac/identities?filters[and][0][column]=email&filters[and][0][method]=eq&filters[and][0][value]=${PROCESS_SECRETS.RBAC_ADMIN_EMAIL}`,
      { headers: { 'x-rbac-secret-key': PROCESS_SECRETS.RBAC_SECRET_KEY } },
    );
    expect(((await identities.json()) as { data: unknown[] }).data).toHaveLength(1);
  });

  it('share sessions: a session made on one works on the other, and its logout ends it on both', async () => {
    const from = { 'x-forwarded-for': '203.0.113.10' };
    const signIn = await post(
      one,
      `${AUTHENTICATION}/email-and-password/authentication`,
      { login: PROCESS_SECRETS.RBAC_ADMIN_EMAIL, password: PROCESS_SECRETS.RBAC_ADMIN_PASSWORD },
      from,
    );
    const { jwt, refresh } = ((await signIn.json()) as { data: { jwt: string; refresh: string } }).data;
    expect((await me(other, jwt)).status).toBe(200);
    expect((await post(other, `${AUTHENTICATION}/logout`, { refresh }, from)).status).toBe(200);
    expect((await me(one, jwt)).status).toBe(401);
    expect((await me(other, jwt)).status).toBe(401);
  });

  it('share files: a file uploaded through one is served by the other, from the bucket, never by its address', async () => {
    const secretKey = { 'x-rbac-secret-key': PROCESS_SECRETS.RBAC_SECRET_KEY };
    const body = new FormData();
    body.set('data', JSON.stringify({ adminTitle: 'Квитанция' }));
    body.set('file', new File(['%PDF-1.4 квитанция'], 'квитанция.pdf', { type: 'application/pdf' }));
    const created = await fetch(`${one.baseUrl}/api/file-storage/files`, { method: 'POST', headers: secretKey, body });
    expect(created.status).toBe(201);
    const { file } = ((await created.json()) as { data: { file: string } }).data;
    expect(file).toMatch(/^\/uploads\/[0-9a-f-]{36}\/%D0%BA/);

    // Linked to nothing, the file is private: the other process streams it to the secret key, and to no one else.
    const served = await fetch(other.baseUrl + file, { headers: secretKey });
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('location')).toBeNull();
    expect(await served.text()).toBe('%PDF-1.4 квитанция');
    expect((await fetch(other.baseUrl + file)).status).toBe(404);

    const { Contents = [] } = await new S3Client(bucketClient()).send(new ListObjectsV2Command({ Bucket: BUCKET }));
    expect(Contents.map((object) => object.Key)).toEqual([decodeURIComponent(file.slice('/uploads/'.length))]);
    for (const folder of localFolders) expect(await readdir(folder)).toEqual([]);
  });

  it('count abuse limits together: 20 sign-in attempts from one address across both, and the 21st is refused', async () => {
    const from = { 'x-forwarded-for': '203.0.113.20' };
    const attempt = (server: ServerProcess) =>
      post(
        server,
        `${AUTHENTICATION}/email-and-password/authentication`,
        { login: 'nobody@example.com', password: 'wrong-password' },
        from,
      );
    const statuses: number[] = [];
    for (let index = 0; index < 21; index++) statuses.push((await attempt(index % 2 ? other : one)).status);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await attempt(one)).status).toBe(429);
  });

  it('refresh cached pages together: a write through one changes the page the other had cached', async () => {
    const titleOf = async (server: ServerProcess) => {
      const response = await fetch(`${server.baseUrl}/ru`);
      return { cache: response.headers.get('x-nextjs-cache'), title: /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] };
    };
    const { title } = await titleOf(other);
    await vi.waitFor(async () => expect((await titleOf(other)).cache).toBe('HIT'), { timeout: 30_000, interval: 100 });
    const list = await fetch(`${one.baseUrl}/api/host/metadata?limit=100`, {
      headers: { 'x-rbac-secret-key': PROCESS_SECRETS.RBAC_SECRET_KEY },
    });
    const metadata = ((await list.json()) as { data: { id: string; title: string }[] }).data
      .filter((record) => title?.includes(record.title))
      .sort((a, b) => b.title.length - a.title.length)[0]!;
    const changed = `Изменено на первом ${Date.now()}`;
    const write = await fetch(`${one.baseUrl}/api/host/metadata/${metadata.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-rbac-secret-key': PROCESS_SECRETS.RBAC_SECRET_KEY },
      body: JSON.stringify({ data: { title: changed } }),
    });
    expect(write.status).toBe(200);
    await vi.waitFor(async () => expect((await titleOf(other)).title).toContain(changed), { timeout: 30_000, interval: 100 });
  });

  it("run a scheduled job once: each minute's clean-up is one job, run in one attempt by one of them", async () => {
    const scheduled = async () => {
      const answer = await fetch(
        `${one.baseUrl}/api/host/jobs?limit=100&filters[and][0][column]=name&filters[and][0][method]=eq&filters[and][0][value]=rbac.clean-up`,
        { headers: { 'x-rbac-secret-key': PROCESS_SECRETS.RBAC_SECRET_KEY } },
      );
      return ((await answer.json()) as { data: Job[] }).data;
    };
    // The first occurrence comes at the next whole minute.
    await vi.waitFor(async () => expect((await scheduled()).filter((job) => job.state === 'succeeded')).not.toHaveLength(0), {
      timeout: 150_000,
      interval: 500,
    });
    const jobs = await scheduled();
    const keys = jobs.map((job) => job.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const job of jobs.filter((each) => each.state === 'succeeded')) expect(job.attempts).toBe(1);
  });
});
