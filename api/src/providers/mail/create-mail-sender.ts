import type { Config } from '../../config.js';
import type { Orm } from '../../db/orm.js';
import type { Logger } from '../../logger.js';
import type { MailSender } from './mail-sender.js';
import { createLogMailSender, createOutboxMailSender } from './outbox-mail-sender.js';
import { createSmtpMailSender } from './smtp-mail-sender.js';

export function createMailSender(config: Config, logger: Logger, orm: Orm): MailSender {
  if (config.smtpUrl) return createSmtpMailSender(config.smtpUrl, config.mailFrom);
  if (!config.devOutbox) {
    logger.warn('SMTP_URL is not set: e-mail is written to the server log only, not delivered.');
    return createLogMailSender(logger);
  }
  logger.warn(
    'SMTP_URL is not set: e-mail is captured locally (server log and GET /dev/outbox from this machine), not delivered.',
  );
  return createOutboxMailSender(orm, logger);
}
