import type { Config } from '../config.js';
import type { Orm } from '../db/orm.js';
import type { Logger } from '../logger.js';
import type { MailSender } from '../providers/mail/mail-sender.js';
import type { FileStore } from '../providers/storage/file-store.js';
import type { BackgroundWork } from './background-work.js';
import type { EventBus } from './event-bus.js';
import type { RateLimiter } from './rate-limiter.js';

/**
 * The long-lived collaborators every feature service may use. Built once at boot (app/create-app.ts)
 * and handed to each request scope; tests build the app the same way against their own database.
 */
export interface AppServices {
  config: Config;
  logger: Logger;
  orm: Orm;
  events: EventBus;
  rateLimiter: RateLimiter;
  mailer: MailSender;
  /** Where uploaded images are kept: DATA_DIR/uploads or the STORAGE_URL bucket. */
  files: FileStore;
  /** Work the answers do not wait for (achievement checks); closing the app waits for it. */
  background: BackgroundWork;
}
