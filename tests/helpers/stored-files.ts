import { expect } from 'vitest';
import type { TestServer } from './server';

/** A file record of file storage as a read answers it. */
export interface StoredFileRecord {
  id: string;
  file: string;
  visibility: string;
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
