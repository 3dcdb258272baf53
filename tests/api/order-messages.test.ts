import { beforeAll, describe, expect, it } from 'vitest';
import {
  dummyEvent,
  DUMMY_SIGNATURE_HEADER,
  signDummyNotification,
} from '../../src/server/modules/billing/payments/providers/dummy/dummy-provider';
import { issueReceiptJob, orderStatusMessageJob } from '../../src/server/modules/ecommerce';
import { runQueuedJobs } from '../helpers/jobs';
import type { RunningJob } from '../../src/server/platform/jobs/job-definition';
import { deliveryJob } from '../../src/server/modules/notification/notifications.service';
import { createSmtpMailer } from '../../src/server/platform/mail/smtp-mailer';
import { checkoutHarness, type Invoice } from '../helpers/checkout';
import { callApi, registerCustomer, type Customer } from '../helpers/customers';
import { pngSize } from '../helpers/png';
import { smtpPeer } from '../helpers/smtp';

/**
 * The messages about an order (issue 31, docs/decisions/0046), on PGlite and PostgreSQL: its status told and its
 * receipt sent, each drawn from its kind's template record (else the built-in words), filed under the order, to the
 * account that placed it by the channels it chose (else the address the invoice was paid with); the receipt carries
 * its PNG, once however often its job runs; the order's payments route lists them for the administrator.
 */

const DUMMY_SECRET = 'dummy-secret-for-order-messages';
const harness = checkoutHarness({ env: { BILLING_DUMMY_SECRET: DUMMY_SECRET } });
const { cartOf, checkoutOne, postWebhook } = harness;

const STATUS = 'generate-email-ecommerce-order-status-changed-default';
const RECEIPT = 'generate-email-billing-invoice-receipt-default';

function dummyPays(invoice: Invoice) {
  const signed = signDummyNotification(DUMMY_SECRET, dummyEvent(invoice.id, 'paid', invoice.amount, 'RUB'));
  return postWebhook('dummy', signed.body, { [DUMMY_SIGNATURE_HEADER]: signed.signature });
}

/** A customer's new order of the general donation, checked out and paid: its id. */
async function paidOrder(who: Customer): Promise<string> {
  const [orderId] = await cartOf(who, { productId: harness.shop.general.id });
  const answer = await checkoutOne(who, orderId!, 'dummy');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect((await dummyPays(answer.body.data.billingModule.invoices[0]!)).status).toBe(200);
  // Its status message written at once, as a runner would, before any receipt job the test runs.
  await runQueuedJobs(harness.server.db, orderStatusMessageJob);
  return orderId!;
}

const receiptJob = (orderId: string): RunningJob => ({
  id: `job-${orderId}`,
  name: 'ecommerce.issue-receipt',
  payload: { orderId },
  attempt: 1,
  maxAttempts: 5,
});

const runReceiptJob = (orderId: string) => issueReceiptJob(harness.server.storage).run(harness.server.db, receiptJob(orderId));

/** The order's messages, its queued status messages written first (by their jobs, as a runner would). */
const messagesOf = async (orderId: string) => {
  await runQueuedJobs(harness.server.db, orderStatusMessageJob);
  return harness.server.db.prisma.notificationNotification.findMany({ where: { orderId }, orderBy: { createdAt: 'asc' } });
};

const number = (orderId: string) => orderId.slice(0, 8).toUpperCase();

let templates: Record<typeof STATUS | typeof RECEIPT, string>;
beforeAll(async () => {
  const { db } = harness.server;
  const status = await db.prisma.notificationTemplate.create({
    data: {
      variant: STATUS,
      adminTitle: 'Order status (test)',
      slug: 'order-status-test',
      title: { ru: 'Ваш заказ {{order}} — {{status}}', en: 'Your order {{order}} — {{status}}' },
      text: { ru: 'Итого {{total}}. {{link}}', en: 'In all {{total}}. {{link}}' },
    },
  });
  const receipt = await db.prisma.notificationTemplate.create({
    data: {
      variant: RECEIPT,
      adminTitle: 'Receipt (test)',
      slug: 'receipt-test',
      title: { ru: 'Ваша квитанция {{order}}', en: 'Your receipt {{order}}' },
      text: {
        ru: 'Квитанция {{order}} от {{date}} на {{total}} во вложении.',
        en: 'Receipt {{order}} of {{date}}, {{total}}, attached.',
      },
    },
  });
  templates = { [STATUS]: status.id, [RECEIPT]: receipt.id };
});

describe('an order paid by an account reached by e-mail', () => {
  let anna: Customer;
  let orderId: string;
  beforeAll(async () => {
    anna = await registerCustomer(harness.server, 'messages-anna@example.com');
  });

  it('tells its status in the words of the kind’s template record, filed under the order and the account', async () => {
    // Paid here, not before: the test provider's secret is set for each test.
    orderId = await paidOrder(anna);
    const [status] = await messagesOf(orderId);
    expect(status).toMatchObject({
      method: 'email',
      recipient: anna.login,
      language: 'ru',
      title: `Ваш заказ № ${number(orderId)} — оплачен, ждёт подтверждения`,
      templateId: templates[STATUS],
      subjectId: anna.id,
      orderId,
      attachments: [],
      batchKey: null,
    });
    expect(status!.text).toContain('Итого 500,00 ₽. http://localhost:4000/ru/billing/invoices/');
    expect(status!.data).toMatchObject({
      order: `№ ${number(orderId)}`,
      status: 'оплачен, ждёт подтверждения',
      total: '500,00 ₽',
    });
  });

  it('writes the status message once, however often and however concurrently its job runs again', async () => {
    const { db } = harness.server;
    const [job] = await db.query<{ id: string; payload: unknown }>(
      `SELECT "id", "payload" FROM "HostJob" WHERE "name" = $1 AND "payload"->>'orderId' = $2`,
      [orderStatusMessageJob.name, orderId],
    );
    // Its runner stopped after the commit: the job is taken again, twice at once.
    const again = () =>
      orderStatusMessageJob.run(db, {
        id: job!.id,
        name: orderStatusMessageJob.name,
        payload: job!.payload,
        attempt: 2,
        maxAttempts: 5,
      });
    await Promise.all([again(), again()]);
    expect(await messagesOf(orderId)).toHaveLength(1);
  });

  it('sends the receipt with its PNG once, however often and however concurrently its job runs', async () => {
    await runReceiptJob(orderId);
    await Promise.all([runReceiptJob(orderId), runReceiptJob(orderId)]);
    await runReceiptJob(orderId);
    const { db, storage } = harness.server;
    const order = await db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId }, select: { receipt: true } });
    const receipts = (await messagesOf(orderId)).filter((message) => message.batchKey === `receipt:${orderId}`);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt).toMatchObject({
      method: 'email',
      recipient: anna.login,
      title: `Ваша квитанция № ${number(orderId)}`,
      templateId: templates[RECEIPT],
      subjectId: anna.id,
      status: 'new',
    });
    expect(receipt!.attachments).toEqual([
      { filename: `receipt-${orderId.slice(0, 8)}.png`, contentType: 'image/png', url: order.receipt },
    ]);
    expect(receipt!.text).toMatch(
      new RegExp(`^Квитанция № ${number(orderId)} от \\d+ \\S+ \\d{4} г\\. на 500,00 ₽ во вложении\\.`),
    );
    expect(pngSize((await storage.bytesOf(order.receipt!))!)).toEqual({ width: 1500, height: 1500 });
  });

  it('goes out with the PNG attached, read from the file storage', async () => {
    const peer = await smtpPeer();
    try {
      const [receipt] = (await messagesOf(orderId)).filter((message) => message.batchKey);
      const { db, storage } = harness.server;
      await deliveryJob(createSmtpMailer(peer.url, 'fund@example.org'), storage).run(db, {
        id: 'deliver',
        name: 'notification.deliver',
        payload: { id: receipt!.id },
        attempt: 1,
        maxAttempts: 8,
      });
      expect(await db.prisma.notificationNotification.findUniqueOrThrow({ where: { id: receipt!.id } })).toMatchObject({
        status: 'sent',
        attempts: 1,
      });
      expect(peer.received).toHaveLength(1);
      const [mail] = peer.received;
      expect(mail!.to).toEqual([anna.login]);
      expect(mail!.raw).toMatch(/Content-Type: image\/png; name=receipt-[0-9a-f]{8}\.png/);
      expect(mail!.raw).toMatch(/Content-Disposition: attachment; filename=receipt-[0-9a-f]{8}\.png/);
    } finally {
      await peer.close();
    }
  });

  it('lists its messages on the order’s payments route, for the administrator only', async () => {
    const payments = await harness.server.request(`/api/ecommerce/orders/${orderId}/payments`);
    expect(payments.status).toBe(200);
    const { data } = (await payments.json()) as {
      data: { messages: { id: string; variant: string | null; templateTitle: string | null; [key: string]: unknown }[] };
    };
    const stored = await messagesOf(orderId);
    // Newest first: the receipt, then the status.
    expect(data.messages.map((message) => message.id)).toEqual(stored.map((message) => message.id).reverse());
    expect(data.messages[0]).toMatchObject({
      variant: RECEIPT,
      templateTitle: 'Receipt (test)',
      title: `Ваша квитанция № ${number(orderId)}`,
      method: 'email',
      recipient: anna.login,
      status: 'sent',
      attempts: 1,
      error: null,
    });
    expect(typeof data.messages[0]!.sentAt).toBe('string');
    expect(data.messages[1]).toMatchObject({ variant: STATUS, status: 'new', attempts: 0, sentAt: null, error: null });
    const asPayer = await callApi(harness.server, 'GET', `/api/ecommerce/orders/${orderId}/payments`, { headers: anna.headers });
    expect(asPayer.status).toBe(403);
  });
});

describe('whom the messages of an order reach', () => {
  it('an account that chose Telegram: by its chat, in the Telegram kinds’ words, the receipt as its photo', async () => {
    const { db } = harness.server;
    const boris = await registerCustomer(harness.server, 'messages-boris@example.com');
    await db.prisma.rbacIdentity.create({
      data: { provider: 'telegram', account: '424242', subjectsToIdentities: { create: { subjectId: boris.id } } },
    });
    await db.prisma.rbacSubject.update({ where: { id: boris.id }, data: { notificationMethod: 'telegram' } });
    const orderId = await paidOrder(boris);
    await runReceiptJob(orderId);
    const messages = await messagesOf(orderId);
    expect(messages.map((message) => [message.method, message.recipient, message.templateId])).toEqual([
      ['telegram', '424242', null],
      ['telegram', '424242', null],
    ]);
    const [status, receipt] = messages;
    // No record of the Telegram kinds: their built-in words.
    expect(status!.text).toContain(`Заказ № ${number(orderId)}: оплачен, ждёт подтверждения.`);
    expect(status!.html).toBeNull();
    expect(receipt!.text).toContain(`Квитанция о пожертвовании: заказ № ${number(orderId)}`);
    expect(receipt!.attachments).toEqual([expect.objectContaining({ contentType: 'image/png' })]);
  });

  it('an account with no address to reach: the address the invoice was paid with', async () => {
    const { db } = harness.server;
    const vera = await registerCustomer(harness.server, 'messages-vera@example.com');
    const [orderId] = await cartOf(vera, { productId: harness.shop.general.id });
    const answer = await callApi<{ billingModule: { invoices: Invoice[] } }>(
      harness.server,
      'POST',
      `/api/rbac/subjects/${vera.id}/ecommerce-module/orders/checkout`,
      {
        headers: { ...vera.headers, 'accept-language': 'en' },
        data: { provider: 'dummy', email: 'vera-receipts@example.com', ecommerceModule: { orders: [{ id: orderId }] } },
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // The account's only identity stops naming an address (an administrator cleared it).
    await db.query(
      `UPDATE "RbacIdentity" SET "email" = NULL WHERE "id" IN (SELECT "identityId" FROM "RbacSubjectsToIdentities" WHERE "subjectId" = $1)`,
      [vera.id],
    );
    expect((await dummyPays(answer.body.data.billingModule.invoices[0]!)).status).toBe(200);
    const [status] = await messagesOf(orderId!);
    expect(status).toMatchObject({
      method: 'email',
      recipient: 'vera-receipts@example.com',
      subjectId: vera.id,
      language: 'en',
      title: `Your order No. ${number(orderId!)} — paid, awaiting approval`,
    });
  });
});
