import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';

/**
 * Addresses an outgoing webhook must not reach unless configured for development: loopback,
 * private, carrier-grade NAT, link-local (cloud metadata, 169.254.169.254), unique-local,
 * unspecified and multicast ranges, in IPv4 and IPv6; this host's own addresses, whatever their
 * range; and every IPv6 form that carries an IPv4 address (isPrivateAddress).
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  // NAT64 for local use (RFC 8215): whatever IPv4 address it carries, a translator of this network reaches it.
  ['64:ff9b:1::', 48],
  // Teredo (RFC 4380): tunnels to an IPv4 relay and client of its own choosing; deprecated, and no webhook receiver's form.
  ['2001::', 32],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address (a zone index, `%eth0`, left out), or null when `address` is none. */
function ipv6Bytes(address: string): Uint8Array | null {
  const plain = address.replace(/%.*$/, '');
  if (isIP(plain) !== 6) return null;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(plain)?.[1];
  const hex = dotted ? plain.slice(0, -dotted.length) + ipv4Groups(dotted) : plain;
  const [head = '', tail] = hex.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const known = [...groups(head), ...groups(tail ?? '')].length;
  const all = tail === undefined ? groups(head) : [...groups(head), ...Array<string>(8 - known).fill('0'), ...groups(tail)];
  const bytes = new Uint8Array(16);
  all.forEach((group, index) => {
    const value = parseInt(group, 16);
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 0xff;
  });
  return bytes;
}

const ipv4Groups = (dotted: string) => {
  const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
};

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
const ipv4At = (bytes: Uint8Array, at: number) => Array.from(bytes.subarray(at, at + 4)).join('.');

/**
 * The IPv4 address an IPv6 address carries, in each form that reaches it: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64's
 * well-known prefix (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::); null for any other.
 */
export function embeddedIpv4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  if (!bytes) return null;
  const zeros = (count: number) => Array<number>(count).fill(0);
  if (startsWith(bytes, [...zeros(10), 0xff, 0xff])) return ipv4At(bytes, 12);
  if (startsWith(bytes, [...zeros(8), 0xff, 0xff, 0, 0])) return ipv4At(bytes, 12);
  if (startsWith(bytes, zeros(12))) return ipv4At(bytes, 12);
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, ...zeros(8)])) return ipv4At(bytes, 12);
  if (startsWith(bytes, [0x20, 0x02])) return ipv4At(bytes, 2);
  return null;
}

/** The same address written one way: IPv6 in full, lower case, without a zone; IPv4 as it is. */
const canonical = (address: string) => {
  const bytes = ipv6Bytes(address);
  return bytes ? Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('') : address;
};

/** Every address of this host's network interfaces, as they are now (an interface may come or go). */
export function ownAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .flatMap((entry) => (entry ? [entry.address] : []));
}

/**
 * Whether `address` (an IP) is one a webhook must not reach: in a refused range, one of this
 * host's own addresses (`own`, its interfaces' by default), or an IPv6 form of such an IPv4
 * address. Anything that is not an IP address is refused too.
 */
export function isPrivateAddress(address: string, own: readonly string[] = ownAddresses()): boolean {
  const plain = address.replace(/%.*$/, '');
  const family = isIP(plain);
  if (family === 0) return true;
  if (own.some((mine) => canonical(mine) === canonical(plain))) return true;
  const embedded = family === 6 ? embeddedIpv4(plain) : null;
  if (embedded !== null) return isPrivateAddress(embedded, own);
  return PRIVATE.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether `url` is one an endpoint may have: https, or http to localhost outside production. */
export function isAcceptableWebhookUrl(url: string, production: boolean): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  if (parsed.protocol === 'https:') return true;
  return !production && parsed.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
}

/**
 * The DNS lookup of an outgoing webhook's connection: refuses a name that resolves to a private
 * address, checked on the address actually connected to (a name cannot resolve to a public
 * address when checked and a private one when used).
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const own = ownAddresses();
      const refused = !allowPrivate && addresses.some(({ address }) => isPrivateAddress(address, own));
      if (refused) {
        const refusal = Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATEADDRESS' });
        return callback(refusal, '', 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      return callback(null, first!.address, first!.family);
    });
  };
}
