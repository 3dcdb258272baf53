import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeEnvironmentFileFromExample } from '../../scripts/env';

const EXAMPLE = '# Port\nPORT=4000\n\n# Interface\nHOST=0.0.0.0\nSITE_URL=\n';

let folder: string;
const cwd = process.cwd();
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'first-start-env-'));
  process.chdir(folder);
  writeFileSync('.env.example', EXAMPLE);
});
afterEach(() => {
  process.chdir(cwd);
  rmSync(folder, { recursive: true, force: true });
});

describe('.env written on the first start', () => {
  it('records the port and interface the server was started with, not the example’s', () => {
    writeEnvironmentFileFromExample({ PORT: '5123', HOST: '127.0.0.1' });
    expect(readFileSync('.env', 'utf8')).toBe('# Port\nPORT=5123\n\n# Interface\nHOST=127.0.0.1\nSITE_URL=\n');
  });

  it('is the example as it is when the environment sets neither, and is written only once', () => {
    writeEnvironmentFileFromExample({ PORT: '' });
    expect(readFileSync('.env', 'utf8')).toBe(EXAMPLE);
    writeEnvironmentFileFromExample({ PORT: '6000' });
    expect(readFileSync('.env', 'utf8')).toBe(EXAMPLE);
  });

  it('adds the port when the example has no line for it, and writes no value of several lines', () => {
    writeFileSync('.env.example', 'LOG_LEVEL=info');
    writeEnvironmentFileFromExample({ PORT: '5123', HOST: 'a\nRBAC_SECRET_KEY=x' });
    expect(readFileSync('.env', 'utf8')).toBe('LOG_LEVEL=info\nPORT=5123\n');
  });
});
