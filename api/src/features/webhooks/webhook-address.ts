import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Addresses a webhook may never reach (SSRF): this host, private networks, link-local (cloud metadata),
 * carrier-grade NAT, documentation, benchmarking, multicast and reserved ranges, IPv4 and IPv6.
 */
const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  forbidden.addSubnet(network, prefix, 'ipv4');
// IPv6 forms that carry an IPv4 address are refused whole when the IPv4 inside could be anything (compatible
// ::a.b.c.d, SIIT ::ffff:0:a.b.c.d, NAT64 64:ff9b::/96, 6to4, Teredo); only IPv4-mapped ::ffff:a.b.c.d (what a
// dual-stack socket reports) is judged as its IPv4 address, in every spelling (dotted, hex, zero-padded).
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible (deprecated): ::127.0.0.1, ::7f00:1
  ['::ffff:0:0:0', 96], // SIIT IPv4-translated: ::ffff:0:7f00:1
  ['64:ff9b::', 96], // NAT64 well-known prefix
  ['64:ff9b:1::', 48], // NAT64 local use
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation (RFC 9637)
  ['5f00::', 16], // SRv6 SIDs
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  forbidden.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * The address in one canonical spelling: an IPv4-mapped IPv6 address (`::ffff:10.0.0.1`, `::ffff:a00:1`,
 * `0:0:0:0:0:ffff:0a00:0001`) as the IPv4 address it is; null for anything that is not one plain IP address (a
 * zone index such as `fe80::1%eth0` included), which is then refused.
 */
function normalized(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 0 || bare.includes('%') || !ipaddr.isValid(bare)) return null;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') return { address: parsed.toString(), family: 'ipv4' };
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return { address: v6.toIPv4Address().toString(), family: 'ipv4' };
  return { address: v6.toNormalizedString(), family: 'ipv6' };
}

/** Whether a webhook may be delivered to `address` (an IP); loopback only when `allowLoopback` (tests). */
export function isAllowedAddress(address: string, allowLoopback = false): boolean {
  const ip = normalized(address);
  if (!ip) return false;
  if (allowLoopback && loopback.check(ip.address, ip.family)) return true;
  return !forbidden.check(ip.address, ip.family);
}

export class ForbiddenAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to an address webhooks may not reach (private, loopback or reserved).`);
    this.name = 'ForbiddenAddressError';
  }
}

/** Every address `host` resolves to, each checked: any forbidden one refuses the host. */
export async function checkHost(host: string, allowLoopback = false): Promise<void> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) {
    if (!isAllowedAddress(bare, allowLoopback)) throw new ForbiddenAddressError(host);
    return;
  }
  const addresses = await dns.promises.lookup(bare, { all: true, verbatim: true });
  if (addresses.length === 0 || addresses.some((a) => !isAllowedAddress(a.address, allowLoopback)))
    throw new ForbiddenAddressError(host);
}

/**
 * A `lookup` for http(s).request that checks the addresses it hands the socket, so a name that resolved
 * to a public address when checked cannot be re-pointed at a private one for the connection (DNS rebinding).
 */
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      const refused = list.length === 0 || list.some((a) => !isAllowedAddress(a.address, allowLoopback));
      if (refused) return callback(new ForbiddenAddressError(hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
