import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

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
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  forbidden.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is checked as the IPv4 address it is. */
function normalized(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return { address: mapped[1], family: 'ipv4' };
  const version = isIP(bare);
  if (version === 0) return null;
  return { address: bare, family: version === 4 ? 'ipv4' : 'ipv6' };
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
