import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_FILE_MAX_AGE_SECONDS } from '../../src/server/http/uploads';
import {
  removeStoredFileJob,
  REMOVE_STORED_FILE_JOB,
} from '../../src/server/modules/file-storage/stored-files/stored-file-removal';
import type { RunningJob } from '../../src/server/platform/jobs/job-definition';
import { callApi, fieldsOf, registerCustomer, type Customer } from '../helpers/customers';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';
import { createShop, type Shop } from '../helpers/shop';
import { attachToOrderOf, uploadFile, type StoredFileRecord } from '../helpers/stored-files';

/**
 * Files follow the records they belong to (issue 19), on PGlite and PostgreSQL: anyone reads a file a public record
 * shows or one marked public; a file of an order only those who may read the order; a deleted or replaced file stops
 * answering at once and leaves storage with its job.
 */

const FILES = '/api/file-storage/files';
const ADMIN = { 'x-rbac-secret-key': TEST_SECRET_KEY };

let server: TestServer;
let shop: Shop;
let customer: Customer;
let shown: StoredFileRecord;
let markedPublic: StoredFileRecord;
let ofOrder: StoredFileRecord;
let unlinked: StoredFileRecord;

beforeAll(async () => {
  server = await startTestServer();
  shop = await createShop(server.db);
  customer = await registerCustomer(server, 'owner@example.com');
  shown = await uploadFile(server, 'picture.txt', 'a product picture');
  await server.db.prisma.ecommerceProductsToFileStorageModuleFiles.create({
    data: { productId: shop.share.id, fileStorageModuleFileId: shown.id },
  });
  markedPublic = await uploadFile(server, 'press-kit.txt', 'for everyone', { visibility: 'public' });
  ofOrder = await uploadFile(server, 'receipt.txt', 'an order receipt');
  await attachToOrderOf(server, customer.id, ofOrder.id);
  unlinked = await uploadFile(server, 'draft.txt', 'not shown anywhere');
});
afterAll(() => server.close());

const idsIn = (answer: { body: { data: unknown } }) => (answer.body.data as StoredFileRecord[]).map((file) => file.id).sort();
const fetchFile = (url: string, headers: Record<string, string> = {}) => fetch(server.url + url, { headers });
/** The queued removal jobs of stored files, run as the job runner would. */
async function runRemovalJobs() {
  const jobs = await server.db.query<RunningJob>(`SELECT * FROM "HostJob" WHERE "name" = $1 AND "state" = 'queued'`, [
    REMOVE_STORED_FILE_JOB,
  ]);
  for (const job of jobs) await removeStoredFileJob(server.storage).run(server.db, job);
  await server.db.query(`DELETE FROM "HostJob" WHERE "name" = $1`, [REMOVE_STORED_FILE_JOB]);
  return jobs.map((job) => (job.payload as { publicUrl: string }).publicUrl);
}
const isStored = (url: string) => server.storage.has(url);
/**
 * The answer's body, once checked to name no address of the provider keeping the file, in a header or the body: a
 * private file is streamed by the server, never pointed to in its bucket (docs/decisions/0049). Holds on every provider.
 */
async function namesNoBucket(response: Response): Promise<string> {
  const body = await response.text();
  expect(response.headers.get('location')).toBeNull();
  const answer = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n') + `\n\n${body}`;
  for (const address of server.storage.addresses) expect(answer).not.toContain(address);
  return body;
}

describe('file records read by anyone', () => {
  it('lists, counts and gets only the files a public record shows or that are marked public', async () => {
    const publicIds = [shown.id, markedPublic.id].sort();
    expect(idsIn(await callApi(server, 'GET', `${FILES}?limit=100`))).toEqual(publicIds);
    expect((await callApi(server, 'GET', `${FILES}/count`)).body.data).toBe(2);
    expect((await callApi(server, 'GET', `${FILES}/${shown.id}`)).status).toBe(200);
    for (const hidden of [ofOrder, unlinked]) {
      const answer = await callApi(server, 'GET', `${FILES}/${hidden.id}`);
      expect(answer.status).toBe(404);
      expect(answer.body.data).toBe(`FileStorageFile with id ${hidden.id} not found`);
    }
    // The order's owner reads its file by the order, not in the file list.
    expect(idsIn(await callApi(server, 'GET', `${FILES}?limit=100`, { headers: customer.headers }))).toEqual(publicIds);
  });

  it('answers an administrator every file, with its visibility, and no cache may keep that answer', async () => {
    const all = await callApi<StoredFileRecord[]>(server, 'GET', `${FILES}?limit=100`, { headers: ADMIN });
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect((await callApi(server, 'GET', `${FILES}?limit=100`)).headers.get('cache-control')).toBeNull();
    expect(idsIn(all)).toEqual([shown.id, markedPublic.id, ofOrder.id, unlinked.id].sort());
    expect(Object.fromEntries(all.body.data.map((file) => [file.id, file.visibility]))).toMatchObject({
      [markedPublic.id]: 'public',
      [ofOrder.id]: 'follows-records',
    });
    expect((await callApi(server, 'GET', `${FILES}/count`, { headers: ADMIN })).body.data).toBe(4);
  });
});

describe('stored files fetched at their urls', () => {
  it('answers a url written otherwise than the provider wrote it as no file, whoever asks', async () => {
    const [folder, name] = shown.file.split('/').slice(2) as [string, string];
    const reencoded = `/uploads/${folder}/${encodeURIComponent(name[0]!).replace(/./, (letter) => `%${letter.charCodeAt(0).toString(16)}`)}${name.slice(1)}`;
    expect(reencoded).not.toBe(shown.file);
    expect((await fetchFile(reencoded)).status).toBe(404);
    expect((await fetchFile(reencoded, ADMIN)).status).toBe(404);
  });

  it('serves a shown file to anyone, cached a while', async () => {
    const response = await fetchFile(shown.file);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(`public, max-age=${PUBLIC_FILE_MAX_AGE_SECONDS}`);
    expect(await response.text()).toBe('a product picture');
  });

  it("serves an order's file to its subject and administrators, never cached, and to no one else", async () => {
    const stranger = await registerCustomer(server, 'stranger@example.com');
    for (const headers of [{}, stranger.headers]) {
      const response = await fetchFile(ofOrder.file, headers);
      expect(response.status).toBe(404);
      await namesNoBucket(response);
    }
    for (const headers of [customer.headers, ADMIN]) {
      const response = await fetchFile(ofOrder.file, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await namesNoBucket(response)).toBe('an order receipt');
    }
    // The subject's browser sends its access-token cookie, not a header.
    const cookie = { cookie: `rbac.subject.jwt=${customer.jwt}` };
    expect((await fetchFile(ofOrder.file, cookie)).status).toBe(200);
  });

  it('follows the links: a file a public record stops showing is no longer public', async () => {
    const file = await uploadFile(server, 'slide.txt', 'on a slide for a while');
    const link = await server.db.prisma.ecommerceProductsToFileStorageModuleFiles.create({
      data: { productId: shop.general.id, fileStorageModuleFileId: file.id },
    });
    expect((await fetchFile(file.file)).status).toBe(200);
    expect(
      (await callApi(server, 'DELETE', `/api/ecommerce/products-to-file-storage-module-files/${link.id}`, { headers: ADMIN }))
        .status,
    ).toBe(200);
    expect((await fetchFile(file.file)).status).toBe(404);
    expect((await fetchFile(file.file, ADMIN)).status).toBe(200);
  });

  it("lets an administrator make a file public, and refuses a visibility it doesn't know, naming the field", async () => {
    const file = await uploadFile(server, 'notice.txt', 'made public later');
    expect((await fetchFile(file.file)).status).toBe(404);
    const wrong = await callApi(server, 'PATCH', `${FILES}/${file.id}`, { headers: ADMIN, data: { visibility: 'everyone' } });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['data.visibility']);
    expect((await fetchFile(file.file)).status).toBe(404);
    const set = await callApi(server, 'PATCH', `${FILES}/${file.id}`, { headers: ADMIN, data: { visibility: 'public' } });
    expect(set.status).toBe(200);
    expect((await fetchFile(file.file)).status).toBe(200);
  });
});

describe('a deleted or replaced file', () => {
  it('stops answering at once and leaves storage when its job runs', async () => {
    const file = await uploadFile(server, 'gone.txt', 'deleted soon', { visibility: 'public' });
    expect(await isStored(file.file)).toBe(true);
    expect((await callApi(server, 'DELETE', `${FILES}/${file.id}`, { headers: ADMIN })).status).toBe(200);
    expect((await fetchFile(file.file)).status).toBe(404);
    expect((await fetchFile(file.file, ADMIN)).status).toBe(404);
    expect(await runRemovalJobs()).toEqual([file.file]);
    expect(await isStored(file.file)).toBe(false);
  });

  it('replaced by another file: the old url stops answering and leaves storage, the new one answers', async () => {
    const file = await uploadFile(server, 'first.txt', 'first version', { visibility: 'public' });
    const body = new FormData();
    body.set('data', JSON.stringify({}));
    body.set('file', new File(['second version'], 'second.txt', { type: 'text/plain' }));
    const response = await server.request(`${FILES}/${file.id}`, { method: 'PATCH', body });
    const replaced = ((await response.json()) as { data: StoredFileRecord }).data;
    expect(response.status).toBe(200);
    expect(replaced.file).not.toBe(file.file);
    expect((await fetchFile(file.file)).status).toBe(404);
    expect(await (await fetchFile(replaced.file)).text()).toBe('second version');
    expect(await runRemovalJobs()).toEqual([file.file]);
    expect(await isStored(file.file)).toBe(false);
    expect(await isStored(replaced.file)).toBe(true);
  });

  it('keeps a stored file another record still names', async () => {
    const file = await uploadFile(server, 'shared.txt', 'named twice', { visibility: 'public' });
    const twin = await callApi<StoredFileRecord>(server, 'POST', FILES, {
      headers: ADMIN,
      data: { file: file.file, visibility: 'public' },
    });
    expect(twin.status).toBe(201);
    expect((await callApi(server, 'DELETE', `${FILES}/${file.id}`, { headers: ADMIN })).status).toBe(200);
    await runRemovalJobs();
    expect(await isStored(file.file)).toBe(true);
    expect((await fetchFile(file.file)).status).toBe(200);
  });

  it('is kept when the delete is refused: nothing is queued, the file still answers', async () => {
    const file = await uploadFile(server, 'kept.txt', 'still here', { visibility: 'public' });
    expect((await callApi(server, 'DELETE', `${FILES}/${file.id}`, { headers: customer.headers })).status).toBe(403);
    expect(await runRemovalJobs()).toEqual([]);
    expect((await fetchFile(file.file)).status).toBe(200);
  });
});
