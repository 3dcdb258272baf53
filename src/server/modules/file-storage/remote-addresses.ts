import { isIPv4, isIPv6 } from 'node:net';
import { networkInterfaces } from 'node:os';

/** An address range: its first bytes (4 for IPv4, 16 for IPv6) and how many leading bits must match. */
type Range = readonly [address: string, prefixBits: number];

/** IPv4 ranges no fetch of a remote file may reach: this host, private networks, and what is not unicast on the internet. */
const FORBIDDEN_IPV4: readonly Range[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 (broadcast)
];

/** IPv6 ranges refused outright (those that embed an IPv4 address are judged by it: see embeddedIpv4). */
const FORBIDDEN_IPV6: readonly Range[] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible addresses
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

/** The 4 bytes of an IPv4 address in dotted form. */
function ipv4Bytes(address: string): number[] {
  return address.split('.').map(Number);
}

/** The 16 bytes of an IPv6 address (`::` expanded, a dotted IPv4 tail read), or undefined when it is not one. */
export function ipv6Bytes(text: string): number[] | undefined {
  const address = text.replace(/%.*$/, '');
  if (!isIPv6(address)) return undefined;
  // A dotted IPv4 tail (`::ffff:127.0.0.1`) is two groups in hex.
  const hex = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (...parts: string[]) => {
    const [a, b, c, d] = parts.slice(1, 5).map(Number) as [number, number, number, number];
    return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  });
  const [head = '', rest] = hex.split('::');
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const missing = rest === undefined ? 0 : 8 - headGroups.length - restGroups.length;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...restGroups];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/** Whether `bytes` lies in the range. */
function within(bytes: readonly number[], [start, bits]: Range): boolean {
  const first = isIPv4(start) ? ipv4Bytes(start) : ipv6Bytes(start)!;
  if (first.length !== bytes.length) return false;
  for (let bit = 0; bit < bits; bit += 8) {
    const take = Math.min(8, bits - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    const index = bit / 8;
    if ((bytes[index]! & mask) !== (first[index]! & mask)) return false;
  }
  return true;
}

/** The IPv4 address an IPv6 one carries: IPv4-mapped (`::ffff:a.b.c.d`), NAT64 (`64:ff9b::/96`) or 6to4 (`2002::/16`). */
function embeddedIpv4(bytes: readonly number[]): number[] | undefined {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.slice(12, 16);
  if (within(bytes, ['64:ff9b::', 96])) return bytes.slice(12, 16);
  if (within(bytes, ['2002::', 16])) return bytes.slice(2, 6);
  return undefined;
}

const dottedOf = (bytes: readonly number[]) => bytes.join('.');

/** The address in one spelling, so that this machine's addresses compare equal however they are written. */
export function canonicalAddress(address: string): string | undefined {
  if (isIPv4(address)) return dottedOf(ipv4Bytes(address));
  const bytes = ipv6Bytes(address);
  if (!bytes) return undefined;
  const mapped = embeddedIpv4(bytes);
  if (mapped && bytes[10] === 0xff) return dottedOf(mapped);
  return Array.from({ length: 8 }, (_, index) => ((bytes[index * 2]! << 8) | bytes[index * 2 + 1]!).toString(16)).join(':');
}

/** Every address of this machine's network interfaces, canonical. */
export function addressesOfThisMachine(): Set<string> {
  const addresses = Object.values(networkInterfaces()).flatMap((entries) => entries ?? []);
  return new Set(addresses.flatMap((entry) => canonicalAddress(entry.address) ?? []));
}

/**
 * Whether a remote file may not be fetched from this address: it is not an IP address, it is this machine's, or it lies
 * in a private, local, shared, reserved, documentation or multicast range (an IPv6 address carrying an IPv4 one is
 * judged by that one too).
 */
export function isForbiddenAddress(address: string, thisMachine: ReadonlySet<string> = addressesOfThisMachine()): boolean {
  const canonical = canonicalAddress(address);
  if (!canonical || thisMachine.has(canonical)) return true;
  if (isIPv4(canonical)) return FORBIDDEN_IPV4.some((range) => within(ipv4Bytes(canonical), range));
  const bytes = ipv6Bytes(canonical)!;
  const embedded = embeddedIpv4(bytes);
  if (embedded && (thisMachine.has(dottedOf(embedded)) || FORBIDDEN_IPV4.some((range) => within(embedded, range)))) return true;
  return FORBIDDEN_IPV6.some((range) => within(bytes, range));
}
