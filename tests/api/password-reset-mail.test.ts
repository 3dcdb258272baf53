import { afterAll, beforeAll, expect, it } from 'vitest';
import { smtpMailerFromEnvironment } from '../../src/server/platform/mail/mailer-from-environment';
import { json, startTestServer, type TestServer } from '../helpers/server';
import { smtpPeer } from '../helpers/smtp';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof smtpPeer>>;
beforeAll(async () => {
  smtp = await smtpPeer();
  server = await startTestServer({ mailer: smtpMailerFromEnvironment({ NOTIFICATION_SMTP_URL: smtp.url }) });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const AUTH = '/api/rbac/subjects/authentication';

it('mails the reset code by SMTP when it is configured, in the caller’s language, and marks the outbox row sent', async () => {
  const registration = await server.request(
    `${AUTH}/email-and-password/registration`,
    json({ login: 'mailed@example.com', password: 'first password' }),
  );
  expect(registration.status).toBe(200);
  const forgot = await server.request(`${AUTH}/email-and-password/forgot-password`, {
    ...json({ email: 'mailed@example.com' }),
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
  });
  expect(forgot.status).toBe(200);
  await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
  const [mail] = smtp.received;
  expect(mail!.to).toEqual(['mailed@example.com']);
  expect(mail!.raw).toMatch(/Subject: Reset your password/);
  // The body is quoted-printable: soft line breaks and `=` escaped.
  const text = mail!.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
  expect(text).toMatch(
    /http:\/\/localhost:4000\/en\/rbac\/subject\/authentication\/email-and-password\/reset-password\?code=[\w-]{20,}/,
  );
  await expect
    .poll(
      async () =>
        (await server.db.prisma.notificationNotification.findFirst({ where: { recipient: 'mailed@example.com' } }))?.status,
    )
    .toBe('sent');
});
