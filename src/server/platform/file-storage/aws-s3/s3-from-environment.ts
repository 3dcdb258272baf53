import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { neverLog } from '../../logging/secret-values';
import type { Environment } from '../../settings/whole-number';
import type { FileStorageProvider } from '../file-storage';
import { createS3FileStorageProvider } from './s3-provider';

/** S3's bucket naming rules: 3 to 63 lowercase letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** Not an IP address, no two dots in a row, no dot beside a hyphen (S3 refuses them). */
const NOT_A_BUCKET = /^\d+\.\d+\.\d+\.\d+$|\.\.|\.-|-\./;
/** A region's name as AWS writes it (eu-central-1), or an S3-compatible store's own (auto, garage). */
const REGION = /^[a-z0-9][a-z0-9-]*$/;

const isHttpAddress = (text: string): boolean =>
  URL.canParse(text) && ['http:', 'https:'].includes(new URL(text).protocol) && !!new URL(text).hostname;

/** The settings FILE_STORAGE_S3_* and the SDK's AWS_* variables give, checked. */
export interface S3Settings {
  bucket: string;
  client: S3ClientConfig;
}

/** An optional true/false variable; anything else stops the start, naming it. */
function flag(environment: Environment, name: string): boolean | undefined {
  const text = environment[name]?.trim().toLowerCase();
  if (!text) return undefined;
  if (text === 'true' || text === 'false') return text === 'true';
  throw new Error(`${name} must be true or false (or unset); it is "${environment[name]}"`);
}

/**
 * The bucket and client settings the environment names; undefined when neither FILE_STORAGE_S3_BUCKET nor
 * FILE_STORAGE_S3_ENDPOINT is set (the provider is not reached). A missing or wrong variable stops the start, naming it:
 * a typo must not send files to another bucket or store. Without AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY the SDK's
 * own chain finds the credentials (an instance's or a container's role). The secret key is never logged.
 */
export function s3SettingsFromEnvironment(environment: Environment = process.env): S3Settings | undefined {
  const bucket = environment.FILE_STORAGE_S3_BUCKET?.trim();
  const endpoint = environment.FILE_STORAGE_S3_ENDPOINT?.trim();
  if (!bucket && !endpoint) return undefined;
  if (!bucket) throw new Error('FILE_STORAGE_S3_BUCKET is not set: set it beside FILE_STORAGE_S3_ENDPOINT, or unset both');
  if (!BUCKET.test(bucket) || NOT_A_BUCKET.test(bucket))
    throw new Error(
      `FILE_STORAGE_S3_BUCKET must be a bucket's name (3 to 63 lowercase letters, digits, dots or hyphens); it is "${bucket}"`,
    );
  const region = environment.AWS_REGION?.trim();
  if (!region) throw new Error("AWS_REGION is not set: set it to the bucket's region (such as eu-central-1)");
  if (!REGION.test(region)) throw new Error(`AWS_REGION must be a region's name such as eu-central-1; it is "${region}"`);
  if (endpoint && !isHttpAddress(endpoint))
    throw new Error(`FILE_STORAGE_S3_ENDPOINT must be an http:// or https:// address (or unset for AWS); it is "${endpoint}"`);
  const accessKeyId = environment.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = environment.AWS_SECRET_ACCESS_KEY?.trim();
  neverLog(secretAccessKey);
  if (accessKeyId && !secretAccessKey)
    throw new Error('AWS_SECRET_ACCESS_KEY is not set: set it beside AWS_ACCESS_KEY_ID, or unset both');
  if (secretAccessKey && !accessKeyId)
    throw new Error('AWS_ACCESS_KEY_ID is not set: set it beside AWS_SECRET_ACCESS_KEY, or unset both');
  // A store of its own address answers paths (/<bucket>/<key>) unless told otherwise: it rarely has a wildcard DNS name.
  const forcePathStyle = flag(environment, 'FILE_STORAGE_S3_FORCE_PATH_STYLE') ?? !!endpoint;
  return {
    bucket,
    client: {
      region,
      forcePathStyle,
      ...(endpoint && {
        endpoint,
        // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's default ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
      ...(accessKeyId && secretAccessKey && { credentials: { accessKeyId, secretAccessKey } }),
    },
  };
}

/** The `aws-s3` provider the environment configures (s3SettingsFromEnvironment), or undefined when it names none. */
export function s3ProviderFromEnvironment(environment: Environment = process.env): FileStorageProvider | undefined {
  const settings = s3SettingsFromEnvironment(environment);
  return settings && createS3FileStorageProvider(new S3Client(settings.client), settings.bucket);
}
