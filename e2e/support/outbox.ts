import { baseUrl } from './browser.js';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The captured mail for one address, newest first (GET /dev/outbox, served to loopback only). */
export async function readOutbox(email: string): Promise<OutboxMail[]> {
  const response = await fetch(`${baseUrl()}/dev/outbox?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`GET /dev/outbox answered ${response.status}`);
  return (await response.json()) as OutboxMail[];
}

/**
 * Waits for a mail to `email` sent after `since` (default: any) and returns the six-digit code in it.
 * Pass the time just before the action that sends the code, so an older code is never picked up.
 */
export async function readCode(email: string, options: { since?: Date; timeoutMs?: number } = {}): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const since = options.since ? options.since.getTime() - 1000 : 0;
  while (Date.now() < deadline) {
    const mail = (await readOutbox(email)).find((message) => new Date(message.createdAt).getTime() >= since);
    const code = mail?.text.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No code was mailed to ${email} in time.`);
}
