import { describe, expect, it } from 'vitest';
import { addressesOfThisMachine, canonicalAddress, isForbiddenAddress } from './remote-addresses';

const none = new Set<string>();

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '198.51.100.1',
    '203.0.113.7',
    '198.18.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.1.2.3',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '2001:db8::1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address, none)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '::ffff:8.8.8.8',
    '2606:4700:4700::1111',
    '64:ff9b::808:808',
  ])('takes the public %s', (address) => {
    expect(isForbiddenAddress(address, none)).toBe(false);
  });

  it("refuses this machine's own addresses, however they are spelled", () => {
    expect(isForbiddenAddress('93.184.216.34', new Set(['93.184.216.34']))).toBe(true);
    expect(isForbiddenAddress('::ffff:93.184.216.34', new Set([canonicalAddress('93.184.216.34')!]))).toBe(true);
    expect(isForbiddenAddress('2606:4700:0:0::1111', new Set([canonicalAddress('2606:4700::1111')!]))).toBe(true);
    expect(addressesOfThisMachine().has('127.0.0.1')).toBe(true);
  });
});
