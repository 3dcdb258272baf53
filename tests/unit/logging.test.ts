import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from '../../src/server/http/request-logging';
import { sendConsoleToLog } from '../../src/server/platform/logging/console';
import { serializeError } from '../../src/server/platform/logging/error-serializer';
import { logLevelOf } from '../../src/server/platform/logging/log-level';
import { createLogger } from '../../src/server/platform/logging/logger';
import { runWithRequestLog } from '../../src/server/platform/logging/request-log';
import { neverLog, secretForms, withoutSecrets } from '../../src/server/platform/logging/secret-values';
import { captureLog } from '../helpers/log';

describe('LOG_LEVEL', () => {
  it('is info unless set, and a level of pino whatever its case', () => {
    expect(logLevelOf(undefined)).toBe('info');
    expect(logLevelOf('')).toBe('info');
    expect(logLevelOf(' DEBUG ')).toBe('debug');
    expect(logLevelOf('silent')).toBe('silent');
  });

  it('stops the start on any other word, naming the variable', () => {
    expect(() => logLevelOf('verbose')).toThrow(
      /^LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent; it is "verbose"$/,
    );
  });
});

describe('errors in the log', () => {
  it('keep their type, code, message and frames but not the values they repeat', () => {
    const database = Object.assign(new Error('invalid input syntax for type uuid: "hunter2-password"'), {
      code: '22P02',
      parameters: ['hunter2-password'],
    });
    const serialized = serializeError(database);
    expect(serialized).toMatchObject({
      type: 'Error',
      code: '22P02',
      message: 'invalid input syntax for type uuid: "[redacted]"',
    });
    expect(serialized.stack).toMatch(/^Error: invalid input syntax for type uuid: "\[redacted\]"\n\s+at /);
    expect(JSON.stringify(serialized)).not.toContain('hunter2');
  });

  it("leave out PostgreSQL's key values, a JSON excerpt and Prisma's rendered arguments, in causes too", () => {
    const unique = new Error('duplicate key value violates unique constraint', {
      cause: new Error('Key (email)=(someone@example.com) already exists.'),
    });
    expect(serializeError(unique).cause?.message).toBe('Key (email)=([redacted]) already exists.');
    const json = (() => {
      try {
        return JSON.parse('{"password":"s3cret-value"');
      } catch (error) {
        return error;
      }
    })();
    expect(JSON.stringify(serializeError(json))).not.toContain('s3cret-value');
    const prisma = new Error('Invalid `prisma.subject.create()` invocation:\n{ data: { password: "s3cret-value" } }');
    expect(serializeError(prisma).message).toBe(
      'Invalid `prisma.subject.create()` invocation:\n{ data: { password: "[redacted]" } }',
    );
  });
});

describe('console.error and console.warn', () => {
  it('become lines of the log without the quoted values of their text, as errors are', () => {
    const saved = { error: console.error, warn: console.warn };
    const log = captureLog('warn');
    try {
      sendConsoleToLog();
      console.error('Could not render with %s', 'the input "hunter2-password"');
      console.warn('Key (email)=(someone@example.com) already exists.');
      console.error('While reading "s3cret-value":', new Error('invalid input "s3cret-value"'));
    } finally {
      Object.assign(console, saved);
      log.restore();
    }
    expect(log.lines.join('')).not.toMatch(/hunter2|someone@|s3cret/);
    const lines = log.lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
    expect(lines).toMatchObject([
      { level: 50, msg: 'Could not render with the input "[redacted]"' },
      { level: 40, msg: 'Key (email)=([redacted]) already exists.' },
      { level: 50, msg: 'While reading "[redacted]":', err: { message: 'invalid input "[redacted]"' } },
    ]);
  });
});

describe('secrets in lines', () => {
  it("are replaced as sent, percent-decoded and JSON-escaped, the server's and the request's", () => {
    neverLog('server-key-Cardamom-51');
    const secrets = secretForms(['cookie%20value%22quoted']);
    const line = JSON.stringify({ msg: 'server-key-Cardamom-51 cookie%20value%22quoted cookie value"quoted' });
    expect(withoutSecrets(line, secrets)).toBe(JSON.stringify({ msg: '[redacted] [redacted] [redacted]' }));
  });

  it('of tokens and keys are the values as sent, which no decoding or escaping changes', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl_-';
    expect([...secretForms([jwt, `Bearer ${jwt}`, 'a+b/c=d:e~f'])]).toEqual([jwt, `Bearer ${jwt}`, 'a+b/c=d:e~f']);
    expect([...secretForms(['value\\with"quote'])]).toEqual(['value\\with"quote', 'value\\\\with\\"quote']);
  });

  it('are not looked for when too short to be credentials', () => {
    expect(withoutSecrets('ru en', secretForms(['ru']))).toBe('ru en');
  });

  it('are replaced in whatever a log call is handed, under the request id', () => {
    const lines: string[] = [];
    const log = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
    const requestSecrets = secretForms(['Bearer-token-Juniper-77']);
    runWithRequestLog({ requestId: 'request-1', subjectId: 'subject-1', secrets: requestSecrets }, () =>
      log.info({ header: 'Bearer-token-Juniper-77', body: { password: 'plain-Fennel-13', refresh: 'refresh-Sage-2' } }, 'sent'),
    );
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      requestId: 'request-1',
      subjectId: 'subject-1',
      header: '[redacted]',
      body: { password: '[redacted]', refresh: '[redacted]' },
    });
  });
});

describe('request ids', () => {
  const request = (id: string) => ({ headers: { 'x-request-id': id } }) as unknown as IncomingMessage;

  it("are the client's own only behind a trusted proxy", () => {
    expect(requestIdOf(request('from-proxy-1'), true)).toBe('from-proxy-1');
    expect(requestIdOf(request('from-proxy-1'), false)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(request('line\nbreak'), true)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
