import { describe, expect, it } from 'vitest';
import { smtpMailerFromEnvironment } from './mailer-from-environment';

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
