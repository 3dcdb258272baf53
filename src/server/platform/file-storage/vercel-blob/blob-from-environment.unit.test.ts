import { describe, expect, it } from 'vitest';
import { withoutSecrets } from '../../logging/secret-values';
import { blobProviderFromEnvironment } from './blob-from-environment';

describe('BLOB_READ_WRITE_TOKEN', () => {
  it('leaves Vercel Blob unreached when unset or empty', () => {
    expect(blobProviderFromEnvironment({})).toBeUndefined();
    expect(blobProviderFromEnvironment({ BLOB_READ_WRITE_TOKEN: '  ' })).toBeUndefined();
  });

  it('opens the store of a read-write token, and never logs the token', () => {
    const token = 'vercel_blob_rw_AbCd1234efGH5678_SeCrEt0123456789abcdefXYZ';
    expect(blobProviderFromEnvironment({ BLOB_READ_WRITE_TOKEN: ` ${token}\n` })?.kind).toBe('vercel-blob');
    expect(withoutSecrets(`token=${token}`)).toBe('token=[redacted]');
  });

  it.each([
    'vercel_blob_ro_AbCd1234_SeCrEt0123456789',
    'vercel_blob_rw_SeCrEt0123456789',
    'vercel_blob_rw_AbCd1234_',
    'AbCd1234_SeCrEt0123456789',
    'vercel_blob_rw_Ab-Cd_SeCrEt0123456789',
  ])('stops the start on %s, naming the variable but not showing its value', (value) => {
    let message = '';
    try {
      blobProviderFromEnvironment({ BLOB_READ_WRITE_TOKEN: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^BLOB_READ_WRITE_TOKEN is not a Vercel Blob read-write token/);
    expect(message).not.toContain(value);
  });
});
