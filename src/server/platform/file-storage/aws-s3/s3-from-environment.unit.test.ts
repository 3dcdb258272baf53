import { describe, expect, it } from 'vitest';
import { withoutSecrets } from '../../logging/secret-values';
import { s3ProviderFromEnvironment, s3SettingsFromEnvironment } from './s3-from-environment';

const AWS = { FILE_STORAGE_S3_BUCKET: 'shop-files', AWS_REGION: 'eu-central-1' };
const MINIO = { ...AWS, FILE_STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000' };
const KEYS = { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };

describe('the aws-s3 variables', () => {
  it('reach no bucket when neither the bucket nor the endpoint is set', () => {
    expect(s3SettingsFromEnvironment({ AWS_REGION: 'eu-central-1', ...KEYS })).toBeUndefined();
    expect(s3ProviderFromEnvironment({ FILE_STORAGE_S3_BUCKET: ' ', FILE_STORAGE_S3_ENDPOINT: '' })).toBeUndefined();
  });

  it("name AWS's bucket with the SDK's own credentials, or a store of its own address path-style", () => {
    expect(s3SettingsFromEnvironment(AWS)).toEqual({
      bucket: 'shop-files',
      client: { region: 'eu-central-1', forcePathStyle: false },
    });
    const minio = s3SettingsFromEnvironment({ ...MINIO, ...KEYS })!;
    expect(minio.client).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: KEYS.AWS_ACCESS_KEY_ID, secretAccessKey: KEYS.AWS_SECRET_ACCESS_KEY },
    });
    expect(s3SettingsFromEnvironment({ ...MINIO, FILE_STORAGE_S3_FORCE_PATH_STYLE: 'false' })!.client.forcePathStyle).toBe(false);
    expect(s3SettingsFromEnvironment({ ...AWS, FILE_STORAGE_S3_FORCE_PATH_STYLE: 'TRUE' })!.client.forcePathStyle).toBe(true);
  });

  it.each([
    [{ FILE_STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000', AWS_REGION: 'us-east-1' }, 'FILE_STORAGE_S3_BUCKET is not set'],
    [{ ...AWS, FILE_STORAGE_S3_BUCKET: 'Shop_Files' }, 'FILE_STORAGE_S3_BUCKET must be'],
    [{ ...AWS, FILE_STORAGE_S3_BUCKET: 'ab' }, 'FILE_STORAGE_S3_BUCKET must be'],
    [{ ...AWS, FILE_STORAGE_S3_BUCKET: 'shop..files' }, 'FILE_STORAGE_S3_BUCKET must be'],
    [{ ...AWS, FILE_STORAGE_S3_BUCKET: '192.168.0.1' }, 'FILE_STORAGE_S3_BUCKET must be'],
    [{ FILE_STORAGE_S3_BUCKET: 'shop-files' }, 'AWS_REGION is not set'],
    [{ ...AWS, AWS_REGION: 'eu central' }, 'AWS_REGION must be'],
    [{ ...AWS, FILE_STORAGE_S3_ENDPOINT: 'minio:9000' }, 'FILE_STORAGE_S3_ENDPOINT must be'],
    [{ ...AWS, FILE_STORAGE_S3_ENDPOINT: 'ftp://minio' }, 'FILE_STORAGE_S3_ENDPOINT must be'],
    [{ ...AWS, FILE_STORAGE_S3_FORCE_PATH_STYLE: 'yes' }, 'FILE_STORAGE_S3_FORCE_PATH_STYLE must be true or false'],
    [{ ...AWS, AWS_ACCESS_KEY_ID: KEYS.AWS_ACCESS_KEY_ID }, 'AWS_SECRET_ACCESS_KEY is not set'],
    [{ ...AWS, AWS_SECRET_ACCESS_KEY: KEYS.AWS_SECRET_ACCESS_KEY }, 'AWS_ACCESS_KEY_ID is not set'],
  ])('stop the start naming a missing or wrong variable (%o)', (environment, message) => {
    expect(() => s3ProviderFromEnvironment(environment)).toThrow(message);
  });

  it('never show the secret key, in a message or a log line', () => {
    const secret = KEYS.AWS_SECRET_ACCESS_KEY;
    expect(() => s3SettingsFromEnvironment({ ...AWS, AWS_SECRET_ACCESS_KEY: secret })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(secret) }),
    );
    expect(withoutSecrets(`signing with ${secret}`)).not.toContain(secret);
  });

  it('open a provider that writes to the bucket', async () => {
    const provider = s3ProviderFromEnvironment({ ...MINIO, ...KEYS })!;
    expect(provider.kind).toBe('aws-s3');
    await provider.close?.();
  });
});
