import type { TestApp } from './harness.js';

/**
 * Counts the SQL statements a piece of work sends, through the ORM's query log (off unless
 * LOG_LEVEL=debug, so it is switched on here). Covers `em` calls and the prepared hot reads alike, not the
 * background work a request starts without waiting for it (achievement checks). Answers the count and what the
 * work returned.
 */
export function queryCounter(t: TestApp): <T>(run: () => Promise<T>) => Promise<{ queries: number; result: T }> {
  let queries = 0;
  const logger = t.orm.config.getLogger();
  t.orm.config.set('debug', ['query']);
  const log = logger.log.bind(logger);
  logger.log = (namespace, message, context) => {
    if (namespace === 'query') queries++;
    log(namespace, message, context);
  };
  return async (run) => {
    // background work started earlier (achievement checks) is not the measured work's
    await t.app.services.background.settled();
    queries = 0;
    const result = await run();
    return { queries, result };
  };
}
