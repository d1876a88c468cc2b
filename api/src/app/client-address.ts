import type http from 'node:http';
import proxyAddr from 'proxy-addr';
import type { Config } from '../config.js';

export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Which hops of `X-Forwarded-For` are believed, from TRUST_PROXY: none, the nearest N proxies, or the
 * listed proxy addresses. Never every hop: a made-up header must not give a client a fresh address (and a
 * fresh rate limit). Express (`req.ip`) and the WebSocket door both use this one function.
 */
export function proxyTrust(config: Pick<Config, 'trustProxy'>): TrustFunction {
  const { trustProxy } = config;
  if (trustProxy === false || trustProxy === 0) return () => false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile(trustProxy);
}

/** The client's address for a raw request (the WebSocket upgrade), as Express computes `req.ip`. */
export const clientAddress = (request: http.IncomingMessage, trust: TrustFunction): string => proxyAddr(request, trust);
