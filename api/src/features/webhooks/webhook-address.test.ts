import { describe, expect, it } from 'vitest';
import { checkHost, isAllowedAddress } from './webhook-address.js';

// Issue #21: three loopback-equivalent IPv6 literals were accepted. Every IPv6 spelling that reaches loopback,
// private or reserved space is refused; public addresses, in any spelling, are not.

const REFUSED: [string, string][] = [
  // the three
  ['::127.0.0.1', 'IPv4-compatible loopback, dotted'],
  ['::7f00:1', 'IPv4-compatible loopback, hex'],
  ['::ffff:0:7f00:1', 'SIIT IPv4-translated loopback'],
  // IPv4-mapped, every spelling
  ['::ffff:127.0.0.1', 'mapped loopback, dotted'],
  ['::ffff:7f00:1', 'mapped loopback, hex'],
  ['0:0:0:0:0:ffff:7f00:0001', 'mapped loopback, zero-padded'],
  ['0000:0000:0000:0000:0000:FFFF:7F00:0001', 'mapped loopback, fully padded, upper case'],
  ['::ffff:10.0.0.1', 'mapped private'],
  ['::ffff:a9fe:a9fe', 'mapped link-local (cloud metadata), hex'],
  ['::ffff:192.168.1.1', 'mapped private'],
  ['::ffff:0.0.0.0', 'mapped unspecified'],
  // IPv4-compatible and SIIT whatever the IPv4 inside
  ['::10.0.0.1', 'IPv4-compatible private'],
  ['::8.8.8.8', 'IPv4-compatible public (deprecated form)'],
  ['::ffff:0:a00:1', 'SIIT private'],
  ['::ffff:0:808:808', 'SIIT public'],
  // NAT64
  ['64:ff9b::7f00:1', 'NAT64 loopback'],
  ['64:ff9b::127.0.0.1', 'NAT64 loopback, dotted'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 metadata'],
  ['64:ff9b:1::1', 'NAT64 local use'],
  // loopback and unspecified, padded
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback, long'],
  ['0000:0000:0000:0000:0000:0000:0000:0001', 'loopback, padded'],
  ['::', 'unspecified'],
  ['0::0', 'unspecified, long'],
  // link-local, unique local, site-local, multicast
  ['fe80::1', 'link-local'],
  ['FE80::0001', 'link-local, upper case padded'],
  ['febf::1', 'link-local, end of range'],
  ['fe80::1%eth0', 'link-local with a zone'],
  ['fc00::1', 'unique local'],
  ['fd12:3456:789a::1', 'unique local'],
  ['fec0::1', 'site-local'],
  ['ff02::1', 'multicast'],
  // tunnels and reserved
  ['2002:7f00:1::', '6to4 of loopback'],
  ['2002:c000:204::1', '6to4'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation (RFC 9637)'],
  ['100::1', 'discard-only'],
  ['2001:2::1', 'benchmarking'],
  ['5f00::1', 'SRv6'],
  // IPv4 itself
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.0.1', 'private'],
  ['169.254.169.254', 'link-local (metadata)'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['0.0.0.0', 'this network'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['198.18.0.1', 'benchmarking'],
  ['224.0.0.1', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  // not one plain address
  ['example.com', 'a name'],
  ['127.1', 'a short IPv4 form'],
  ['', 'nothing'],
];

const ALLOWED: [string, string][] = [
  ['93.184.216.34', 'public IPv4'],
  ['1.1.1.1', 'public IPv4'],
  ['2606:4700:4700::1111', 'public IPv6'],
  ['2606:4700:4700:0000:0000:0000:0000:1111', 'public IPv6, padded'],
  ['2a00:1450:4001:80b::200e', 'public IPv6'],
  ['::ffff:93.184.216.34', 'mapped public, dotted'],
  ['::ffff:5db8:d822', 'mapped public, hex'],
];

describe('webhook addresses', () => {
  it.each(REFUSED)('refuses %s (%s)', (address) => {
    expect(isAllowedAddress(address)).toBe(false);
    expect(isAllowedAddress(`[${address}]`)).toBe(false);
  });

  it.each(ALLOWED)('allows %s (%s)', (address) => {
    expect(isAllowedAddress(address)).toBe(true);
  });

  it('allows loopback only when asked (tests), in every spelling, and nothing private', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1'])
      expect(isAllowedAddress(address, true), address).toBe(true);
    for (const address of ['10.0.0.1', '::7f00:1', '::ffff:0:7f00:1', 'fe80::1'])
      expect(isAllowedAddress(address, true), address).toBe(false);
  });

  it('refuses a bracketed host literal of each form before any DNS lookup', async () => {
    for (const host of ['[::127.0.0.1]', '[::7f00:1]', '[::ffff:0:7f00:1]', '[64:ff9b::7f00:1]'])
      await expect(checkHost(host), host).rejects.toThrow(/may not reach/);
    await expect(checkHost('[2606:4700:4700::1111]')).resolves.toBeUndefined();
  });
});
