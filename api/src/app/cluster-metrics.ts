import cluster, { type Worker } from 'node:cluster';
import type { Request, Response } from 'express';
import client from 'prom-client';
import { registry } from './metrics.js';

/**
 * /metrics under WEB_CONCURRENCY > 1. A scrape reaches one worker at random, so each worker answering with its own
 * figures would make counters jump between scrapes. Instead the worker that got the scrape asks the primary, which
 * collects every worker's registry (prom-client's AggregatorRegistry, over the cluster's IPC channel) and answers
 * with the sum: counters and histograms add up, gauges too (connections, subscriptions, pool, memory), except
 * event_log_lag which is the largest lag of any worker. `/metrics?scope=worker` answers with the one worker's own
 * figures (what a per-process dashboard or a debugging session wants).
 */

const REQUEST = 'culturalink:metrics-request';
const ANSWER = 'culturalink:metrics-answer';
const ANSWER_TIMEOUT_MS = 10_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}
interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

if (cluster.isWorker) {
  // Answers the primary's AggregatorRegistry with this worker's registry (prom-client listens on the IPC channel).
  client.AggregatorRegistry.setRegistries([registry]);
  new client.AggregatorRegistry();
}

let aggregator: client.AggregatorRegistry<client.PrometheusContentType> | null = null;

/**
 * In the primary: answers a worker's request for the cluster's figures. Returns whether `message` was one.
 * (The primary collects from every connected worker, the asking one included.)
 */
export function answerMetricsRequest(worker: Worker, message: unknown): boolean {
  if ((message as MetricsRequest | null)?.type !== REQUEST) return false;
  const { id } = message as MetricsRequest;
  aggregator ??= new client.AggregatorRegistry();
  const reply = (answer: Omit<MetricsAnswer, 'type' | 'id'>) => {
    if (worker.isConnected()) worker.send({ type: ANSWER, id, ...answer } satisfies MetricsAnswer);
  };
  aggregator.clusterMetrics().then(
    (text) => reply({ text }),
    (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
  );
  return true;
}

let nextId = 0;
const pending = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
let listening = false;

/** In a worker: the figures of every worker, summed by the primary. */
function clusterMetrics(): Promise<string> {
  if (!listening) {
    listening = true;
    process.on('message', (message: unknown) => {
      const answer = message as MetricsAnswer | null;
      if (answer?.type !== ANSWER) return;
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (answer.error !== undefined) waiting?.reject(new Error(answer.error));
      else waiting?.resolve(answer.text ?? '');
    });
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('the primary did not answer'));
    }, ANSWER_TIMEOUT_MS);
    pending.set(id, {
      resolve: (text) => (clearTimeout(timer), resolve(text)),
      reject: (error) => (clearTimeout(timer), reject(error)),
    });
    process.send!({ type: REQUEST, id } satisfies MetricsRequest);
  });
}

/** GET /metrics: this process's figures when it runs alone, the whole cluster's when it is a worker. */
export async function metricsRoute(req: Request, res: Response): Promise<void> {
  const local = !cluster.isWorker || req.query.scope === 'worker';
  try {
    const text = local ? await registry.metrics() : await clusterMetrics();
    res.set('Content-Type', registry.contentType).send(text);
  } catch (error) {
    res
      .status(503)
      .type('text/plain')
      .send(`metrics unavailable: ${error instanceof Error ? error.message : String(error)}\n`);
  }
}
