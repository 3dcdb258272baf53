import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, fieldsOf, registerCustomer, type Answer } from '../helpers/customers';
import { pngSize } from '../helpers/png';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';
import { createShop, type Shop } from '../helpers/shop';

/**
 * POST /api/file-storage/files/generate on PGlite and PostgreSQL: each of the spec's three templates drawn into a kept
 * PNG file record, for administrators only, and a refused call that keeps nothing; an order an administrator approves
 * is queued its receipt.
 */

const GENERATE = '/api/file-storage/files/generate';

interface GeneratedFile {
  id: string;
  file: string;
  variant: string;
  width: number;
  height: number;
  size: number;
  extension: string;
  mimeType: string;
}

let server: TestServer;
let shop: Shop;
beforeAll(async () => {
  server = await startTestServer();
  shop = await createShop(server.db);
});
afterAll(() => server.close());

const asAdministrator = (data: unknown) =>
  callApi<GeneratedFile>(server, 'POST', GENERATE, { headers: { 'x-rbac-secret-key': TEST_SECRET_KEY }, data });

async function expectKeptPng(answer: Answer<GeneratedFile>, variant: string, size: { width: number; height: number }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const file = answer.body.data;
  expect(file).toMatchObject({ variant, ...size, extension: 'png', mimeType: 'image/png' });
  const bytes = (await server.storage.bytesOf(file.file))!;
  expect(bytes.length).toBe(file.size);
  expect(pngSize(bytes)).toEqual(size);
}

const storedFiles = async () => (await server.storage.keys()).length;

describe('POST /api/file-storage/files/generate', () => {
  it('draws the opengraph image, an order receipt and a product attachment as kept PNG files', async () => {
    await expectKeptPng(
      await asAdministrator({
        variant: 'generate-template-opengraph-image-default',
        title: 'Реставрация усадьбы',
        siteName: 'Фонд',
      }),
      'generate-template-opengraph-image-default',
      { width: 1200, height: 630 },
    );
    const order = await server.db.prisma.ecommerceOrder.create({
      data: { ordersToProducts: { create: { productId: shop.general.id, quantity: 3 } } },
    });
    await expectKeptPng(
      await asAdministrator({ variant: 'generate-template-ecommerce-order-receipt-default', orderId: order.id, language: 'en' }),
      'generate-template-ecommerce-order-receipt-default',
      { width: 1500, height: 1500 },
    );
    await expectKeptPng(
      await asAdministrator({ variant: 'generate-template-ecommerce-product-attachment-default', productId: shop.general.id }),
      'generate-template-ecommerce-product-attachment-default',
      { width: 1500, height: 1500 },
    );
  });

  it('refuses a wrong variant, a missing or unknown record and other callers, keeping nothing', async () => {
    const files = await server.db.prisma.fileStorageFile.count();
    const stored = await storedFiles();

    const unknownVariant = await asAdministrator({ variant: 'generate-template-anything', title: 'x' });
    expect(unknownVariant.status).toBe(400);
    expect(fieldsOf(unknownVariant)).toEqual(['data.variant']);

    const noOrder = await asAdministrator({ variant: 'generate-template-ecommerce-order-receipt-default' });
    expect(noOrder.status).toBe(400);
    expect(fieldsOf(noOrder)).toEqual(['data.orderId']);

    const extra = await asAdministrator({ variant: 'generate-template-opengraph-image-default', title: 'x', colour: 'red' });
    expect(extra.status).toBe(400);
    expect(fieldsOf(extra)).toEqual(['data.colour']);

    const unknownOrder = await asAdministrator({
      variant: 'generate-template-ecommerce-order-receipt-default',
      orderId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownOrder.status).toBe(404);

    const data = { variant: 'generate-template-opengraph-image-default', title: 'x' };
    expect((await callApi(server, 'POST', GENERATE, { data })).status).toBe(401);
    const customer = await registerCustomer(server, 'file-generate-customer@example.com');
    expect((await callApi(server, 'POST', GENERATE, { headers: customer.headers, data })).status).toBe(403);

    expect(await server.db.prisma.fileStorageFile.count()).toBe(files);
    expect(await storedFiles()).toBe(stored);
  });

  // A receipt follows the money, not the status (decision 0033): a paid order's, once, is tested in order-money.test.ts.
  it('queues no receipt for an order an administrator approves without a payment', async () => {
    const order = await server.db.prisma.ecommerceOrder.create({
      data: { type: 'history', status: 'paying', ordersToProducts: { create: { productId: shop.general.id } } },
    });
    const approve = (status: string) =>
      callApi(server, 'PATCH', `/api/ecommerce/orders/${order.id}`, {
        headers: { 'x-rbac-secret-key': TEST_SECRET_KEY },
        data: { status },
      });
    expect((await approve('approving')).status).toBe(200);
    expect((await approve('packaging')).status).toBe(200);
    expect((await approve('approving')).status).toBe(200);
    expect(await server.db.prisma.hostJob.count({ where: { key: `receipt:${order.id}` } })).toBe(0);
  });
});
