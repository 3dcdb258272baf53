// `npm start` and `npm test`: runs `next build` only when what the build reads changed since the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { buildFingerprint, FINGERPRINT_FILE } from './build-fingerprint';
import { readEnvironmentFile, writeEnvironmentFileFromExample } from './env';

// `next build` reads `.env` too (variables already set win, as they do for Next.js): it is written first, so that the
// first build sees the settings every later start will.
writeEnvironmentFileFromExample();
const fingerprint = buildFingerprint({ environment: { ...readEnvironmentFile(), ...process.env } });
const built =
  existsSync('.next/BUILD_ID') && existsSync(FINGERPRINT_FILE) && readFileSync(FINGERPRINT_FILE, 'utf8') === fingerprint;

if (built) {
  console.log('The build is up to date with the sources, dependencies and build settings: not building again.');
} else {
  const build = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // Written only after a build that succeeded: an interrupted one is built again next time.
  writeFileSync(FINGERPRINT_FILE, fingerprint);
}
