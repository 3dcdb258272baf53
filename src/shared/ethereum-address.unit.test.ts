import { describe, expect, it } from 'vitest';
import { shortenAddress } from './ethereum-address';

describe('shortenAddress', () => {
  it('keeps the first 6 and the last 4 characters of an address', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd');
  });

  it('keeps the checksum case of the characters it shows', () => {
    expect(shortenAddress('0xAbCd567890abcdef1234567890abcdef1234EfAB')).toBe('0xAbCd…EfAB');
  });

  it('answers text too short to shorten as it is, trimmed', () => {
    expect(shortenAddress('0x12345678')).toBe('0x12345678');
    expect(shortenAddress(' 0x1234567 ')).toBe('0x1234567');
    expect(shortenAddress('')).toBe('');
  });

  it('shortens once the result is shorter than the input', () => {
    expect(shortenAddress('0x123456789')).toBe('0x123456789');
    expect(shortenAddress('0x1234567890a')).toBe('0x1234…890a');
  });
});
