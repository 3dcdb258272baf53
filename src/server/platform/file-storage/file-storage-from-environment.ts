import type { Environment } from '../settings/whole-number';
import { s3ProviderFromEnvironment } from './aws-s3/s3-from-environment';
import { FILE_STORAGE_KINDS, type FileStorage, type FileStorageKind, type FileStorageProvider } from './file-storage';
import { createLocalFileStorageProvider, DEFAULT_LOCAL_ROOT } from './local/local-provider';
import { createFileStorage } from './stored-files';
import { blobProviderFromEnvironment } from './vercel-blob/blob-from-environment';

/**
 * Each provider from its own variables: undefined when none of them is set (the provider is not reached); a missing or
 * wrong one stops the start, naming it. The local folder is always reached: a site's files start there.
 */
const providerFromEnvironment: Record<FileStorageKind, (environment: Environment) => FileStorageProvider | undefined> = {
  local: (environment) => createLocalFileStorageProvider(environment.FILE_STORAGE_LOCAL_ROOT || DEFAULT_LOCAL_ROOT),
  'aws-s3': s3ProviderFromEnvironment,
  'vercel-blob': blobProviderFromEnvironment,
};

/** FILE_STORAGE_PROVIDER, default `local`; anything else than the spec's three stops the start. */
export function fileStorageKindOf(environment: Environment = process.env): FileStorageKind {
  const kind = environment.FILE_STORAGE_PROVIDER?.trim() || 'local';
  if (!(FILE_STORAGE_KINDS as readonly string[]).includes(kind))
    throw new Error(`FILE_STORAGE_PROVIDER must be one of ${FILE_STORAGE_KINDS.join(', ')}; it is "${kind}"`);
  return kind as FileStorageKind;
}

/**
 * The file storage the environment configures: FILE_STORAGE_PROVIDER's provider for new files (its variables are then
 * required), and every other provider whose variables are set, to read files not moved to it yet (README, "Files").
 * `writeTo` overrides FILE_STORAGE_PROVIDER (files:move writes to its `--to`).
 */
export function fileStorageFromEnvironment(
  environment: Environment = process.env,
  writeTo: FileStorageKind = fileStorageKindOf(environment),
): FileStorage {
  const writing = providerFromEnvironment[writeTo](environment);
  if (!writing) throw new Error(missingVariablesOf[writeTo]);
  const others = FILE_STORAGE_KINDS.filter((kind) => kind !== writeTo).flatMap(
    (kind) => providerFromEnvironment[kind](environment) ?? [],
  );
  return createFileStorage([writing, ...others]);
}

/** What to set for a provider chosen without its variables. */
const missingVariablesOf: Record<FileStorageKind, string> = {
  local: 'The local file storage cannot be reached',
  'aws-s3': 'FILE_STORAGE_PROVIDER is aws-s3 but FILE_STORAGE_S3_BUCKET is not set: set it and AWS_REGION (README, "Files")',
  'vercel-blob': 'FILE_STORAGE_PROVIDER is vercel-blob but BLOB_READ_WRITE_TOKEN is not set (README, "Files")',
};
