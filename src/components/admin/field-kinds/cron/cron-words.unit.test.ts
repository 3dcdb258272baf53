import { describe, expect, it } from 'vitest';
import { cronWords } from './cron-words';

describe('a cron expression in words', () => {
  it('says when it runs in Russian and in English, and nothing of what is no cron', () => {
    expect(cronWords('23 3 * * *', 'ru')).toBe('В 03:23');
    expect(cronWords('45 6 * * 1', 'ru')).toBe('В 06:45, только в понедельник');
    expect(cronWords('*/15 * * * *', 'en')).toBe('Every 15 minutes');
    expect(cronWords('every hour', 'ru')).toBeUndefined();
  });
});
