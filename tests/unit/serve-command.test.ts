import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serveArguments } from '../../scripts/serve-command';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the server command', () => {
  it('is the one npm start and npm run dev run', () => {
    expect(scripts.start).toMatch(new RegExp(`&& exec node ${serveArguments().join(' ')}$`));
    expect(scripts.dev).toBe(`exec node ${serveArguments().join(' ')} --dev`);
  });

  it('loads further modules before the server', () => {
    expect(serveArguments('./probe.ts').slice(-4)).toEqual(['tsx', '--import', './probe.ts', 'scripts/serve.ts']);
  });
});
