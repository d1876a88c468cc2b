import type { Logger } from '../logger.js';

/**
 * Work a request starts but its answer does not wait for (achievement checks after a post, comment, like or
 * itinerary): a failure is logged and never reaches the member, and closing the app waits for what still runs.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  start(what: string, work: () => Promise<unknown>): void {
    const task: Promise<void> = work()
      .then(
        () => undefined,
        (error: unknown) => this.logger.error(`${what} failed`, error),
      )
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves once nothing started here is still running (work started meanwhile included). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
