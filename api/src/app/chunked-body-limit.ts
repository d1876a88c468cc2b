import type { RequestHandler } from 'express';
import { requestTooLarge } from './body-limits.js';
import { answerAppError } from './http-errors.js';

/**
 * Runs a body parser (express.json, express.urlencoded) with its byte limit enforced as the body arrives
 * when no Content-Length was declared (a chunked body): past `limit`, 413 is answered at once and the
 * connection closed. The parser alone would refuse at the limit too, but only answer once the client
 * had sent the whole body (it reads the rest to throw it away), however slow or long that is.
 */
export function refuseChunkedOversize(parse: RequestHandler, limit: number): RequestHandler {
  return (req, res, next) => {
    if (req.get('content-length') !== undefined || req.get('transfer-encoding') === undefined)
      return parse(req, res, next);
    let received = 0;
    let done = false;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit || done) return;
      done = true;
      req.off('data', count);
      answerAppError(req, res, requestTooLarge());
    };
    parse(req, res, (error?: unknown) => {
      req.off('data', count);
      if (done) return; // already answered: the parser's late error (or body) has no one to go to
      done = true;
      next(error);
    });
    // only once the parser reads the body (listening without a reader would start the stream and lose data)
    if (!done && !req.complete && req.listenerCount('data') > 0) req.on('data', count);
  };
}
