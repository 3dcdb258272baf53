// `npm start` and `npm test`: runs `next build` only when what the build reads changed since the last build.
import { spawnSync } from 'node:child_process';
import { buildFingerprint, buildIsCurrent, recordBuild } from './build-fingerprint';
import { readEnvironmentFile, writeEnvironmentFileFromExample } from './env';

// `next build` reads `.env` too (variables already set win, as they do for Next.js): it is written first, so that the
// first build sees the settings every later start will.
writeEnvironmentFileFromExample();
// Taken before the build: a source edited while it runs makes the next start build again.
const fingerprint = buildFingerprint({ environment: { ...readEnvironmentFile(), ...process.env } });

if (buildIsCurrent({}, fingerprint)) {
  console.log('The build is up to date with the sources, dependencies and build settings: not building again.');
} else {
  const build = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  recordBuild(fingerprint);
}
