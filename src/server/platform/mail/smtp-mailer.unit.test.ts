import { afterEach, describe, expect, it, vi } from 'vitest';
import { smtpPeer } from '../../../../tests/helpers/smtp';
import { PATIENTLY } from '../../../../tests/helpers/patience';
import { smtpMailerFromEnvironment } from './mailer-from-environment';
import { createSmtpMailer, SMTP_POOL, smtpTransportOptions } from './smtp-mailer';
import type { Mailer } from './mailer';

describe('smtpMailerFromEnvironment', () => {
  it('is undefined without NOTIFICATION_SMTP_URL, or with it empty', () => {
    expect(smtpMailerFromEnvironment({})).toBeUndefined();
    expect(smtpMailerFromEnvironment({ NOTIFICATION_SMTP_URL: '  ', NOTIFICATION_SMTP_FROM: 'a@example.com' })).toBeUndefined();
  });

  it('is a mailer for an smtp:// or smtps:// URL', () => {
    expect(smtpMailerFromEnvironment({ NOTIFICATION_SMTP_URL: 'smtp://user:pass@mail.example.com:587' })).toHaveProperty('send');
    expect(smtpMailerFromEnvironment({ NOTIFICATION_SMTP_URL: 'smtps://mail.example.com' })).toHaveProperty('send');
  });

  it('refuses any other URL rather than quietly trying localhost', () => {
    expect(() => smtpMailerFromEnvironment({ NOTIFICATION_SMTP_URL: 'mail.example.com' })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => smtpMailerFromEnvironment({ NOTIFICATION_SMTP_URL: 'http://mail.example.com' })).toThrow(/smtp:\/\//);
  });

  it('reads process.env by default', () => {
    const saved = process.env.NOTIFICATION_SMTP_URL;
    try {
      delete process.env.NOTIFICATION_SMTP_URL;
      expect(smtpMailerFromEnvironment()).toBeUndefined();
      process.env.NOTIFICATION_SMTP_URL = 'smtp://127.0.0.1:2525';
      expect(smtpMailerFromEnvironment()).toBeDefined();
    } finally {
      if (saved === undefined) delete process.env.NOTIFICATION_SMTP_URL;
      else process.env.NOTIFICATION_SMTP_URL = saved;
    }
  });
});

describe('smtpTransportOptions', () => {
  it('pools connections and bounds the waits, with the URL’s server and sign-in', () => {
    expect(smtpTransportOptions('smtps://robot:p%40ss@mail.example.com:465')).toEqual({
      pool: true,
      maxConnections: 5,
      maxMessages: 100,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      secure: true,
      host: 'mail.example.com',
      port: 465,
      auth: { user: 'robot', pass: 'p@ss' },
    });
  });

  it('lets the URL’s query change the pool, the timeouts or anything else of nodemailer’s', () => {
    expect(
      smtpTransportOptions('smtp://mail.example.com:587?maxConnections=2&maxMessages=50&socketTimeout=60000&pool=false'),
    ).toMatchObject({ pool: false, maxConnections: 2, maxMessages: 50, socketTimeout: 60_000, greetingTimeout: 10_000 });
  });
});

describe('createSmtpMailer', () => {
  let mailer: Mailer | undefined;
  afterEach(() => mailer?.close?.());

  const mail = (index: number) => ({ to: `friend${index}@example.com`, subject: `№ ${index}`, text: `Письмо ${index}` });

  it('sends many messages over a few shared connections, and closes them', async () => {
    let opened = 0;
    let closed = 0;
    const peer = await smtpPeer({
      onConnect: (_session, callback) => {
        opened++;
        callback();
      },
      onClose: () => {
        closed++;
      },
    });
    try {
      mailer = createSmtpMailer(peer.url, 'robot@example.org');
      for (let index = 0; index < 5; index++) await mailer.send(mail(index));
      // One after another: one connection carries them all.
      expect(opened).toBe(1);
      await Promise.all(Array.from({ length: 40 }, (_, index) => mailer!.send(mail(5 + index))));
      expect(peer.received).toHaveLength(45);
      expect(new Set(peer.received.map((received) => received.to[0])).size).toBe(45);
      // At once: no more connections than the pool allows.
      expect(opened).toBeGreaterThan(1);
      expect(opened).toBeLessThanOrEqual(SMTP_POOL.maxConnections);
      mailer.close?.();
      await vi.waitFor(() => expect(closed).toBe(opened), PATIENTLY);
    } finally {
      await peer.close();
    }
  });

  it('opens a connection per message with ?pool=false', async () => {
    let opened = 0;
    const peer = await smtpPeer({
      onConnect: (_session, callback) => {
        opened++;
        callback();
      },
    });
    try {
      mailer = createSmtpMailer(`${peer.url}?pool=false`, 'robot@example.org');
      for (let index = 0; index < 3; index++) await mailer.send(mail(index));
      expect(peer.received).toHaveLength(3);
      expect(opened).toBe(3);
    } finally {
      await peer.close();
    }
  });
});
