import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { FileStorage } from '../../src/server/platform/file-storage/file-storage';
import { ReceivedFile } from '../../src/shared/received-file';
import type { TestServer } from './server';

/** A file record of file storage as a read answers it. */
export interface StoredFileRecord {
  id: string;
  file: string;
  visibility: string;
}

/** Stores `content` as a file named `name` through `storage`, as an upload would; answers the url the storage gave. */
export async function storeFile(storage: FileStorage, name: string, content: string | Buffer = name): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'platform-test-file-'));
  const file = path.join(folder, 'received');
  try {
    await writeFile(file, content);
    return await storage.save(
      new ReceivedFile({ field: 'file', name, type: 'text/plain', size: Buffer.byteLength(content), path: file }),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A file uploaded by an administrator (the secret key) through REST, with `data` beside it. */
export async function uploadFile(
  server: TestServer,
  name: string,
  content: string,
  data: Record<string, unknown> = {},
): Promise<StoredFileRecord> {
  const body = new FormData();
  body.set('data', JSON.stringify(data));
  body.set('file', new File([content], name, { type: 'text/plain' }));
  const response = await server.request('/api/file-storage/files', { method: 'POST', body });
  const answer = (await response.json()) as { data: StoredFileRecord };
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer.data;
}

/** A new order linked to the subject (subjects-to-orders), and `fileId` linked to the order (orders-to-files). */
export async function attachToOrderOf(server: TestServer, subjectId: string, fileId: string): Promise<string> {
  const order = await server.db.prisma.ecommerceOrder.create({ data: {} });
  await server.db.prisma.rbacSubjectsToEcommerceModuleOrders.create({ data: { subjectId, ecommerceModuleOrderId: order.id } });
  await server.db.prisma.ecommerceOrdersToFileStorageModuleFiles.create({
    data: { orderId: order.id, fileStorageModuleFileId: fileId },
  });
  return order.id;
}
