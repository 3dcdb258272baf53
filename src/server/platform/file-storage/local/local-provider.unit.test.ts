import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeProviderContract } from '../../../../../tests/helpers/provider-contract';
import { createLocalFileStorageProvider } from './local-provider';

describeProviderContract('local', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'local-provider-'));
  return Object.assign(createLocalFileStorageProvider(root), { dispose: () => rm(root, { recursive: true, force: true }) });
});
