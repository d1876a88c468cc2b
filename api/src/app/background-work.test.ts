import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { BackgroundWork } from './background-work.js';

describe('BackgroundWork', () => {
  it('logs a failure instead of throwing it, and settles once everything ran, work started meanwhile included', async () => {
    const logged: string[] = [];
    const logger = createLogger('silent');
    logger.error = (message: string) => void logged.push(message);
    const work = new BackgroundWork(logger);
    const done: string[] = [];
    let release: () => void = () => undefined;
    work.start('slow', () => new Promise<void>((resolve) => (release = resolve)).then(() => void done.push('slow')));
    work.start('failing', () => Promise.reject(new Error('boom')));
    const settled = work.settled().then(() => done.push('settled'));
    work.start('late', async () => void done.push('late'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toEqual(['late']); // the slow one still runs: not settled
    release();
    await settled;
    expect(done).toEqual(['late', 'slow', 'settled']);
    expect(logged).toEqual(['failing failed']);
  });
});
