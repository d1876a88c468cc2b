import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'CulturaLink-Signature';
/** How old a signature a receiver should accept (docs/API.md, "Webhooks"): 5 minutes. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The signature header's value for `body` sent at `timestamp` (unix seconds). */
export const signatureHeader = (secret: string, timestamp: number, body: string): string =>
  `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;

/**
 * What a receiver does (the example client in docs/api/examples does the same): the signature matches the
 * raw body and the timestamp is within the tolerance, so a captured delivery cannot be replayed later.
 */
export function verifySignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parts = new Map<string, string[]>();
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key && value) parts.set(key, [...(parts.get(key) ?? []), value]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
