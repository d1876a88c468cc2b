import type { Orm } from '../../db/orm.js';
import type { Logger } from '../../logger.js';
import type { MailSender } from './mail-sender.js';
import { OutboxMessage } from './outbox-message.entity.js';

/** Keeps every message in the outbox table and prints it to the log, for development and tests. */
export function createOutboxMailSender(orm: Orm, logger: Logger): MailSender {
  return {
    async send(message) {
      const em = orm.em.fork();
      em.create(OutboxMessage, {
        to: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
      await em.flush();
      logger.info(`mail captured in the local outbox for ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}

/** Prints every message to the log and keeps nothing: production without SMTP_URL (no outbox to read codes from). */
export function createLogMailSender(logger: Logger): MailSender {
  return {
    async send(message) {
      logger.info(`mail not sent (no SMTP_URL) for ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}
