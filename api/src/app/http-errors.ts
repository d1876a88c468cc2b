import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger.js';
import { sendError } from '../rest/handler.js';
import { requestTooLarge } from './body-limits.js';
import { appErrorOfDatabase } from './database-errors.js';
import { AppError, badInput, notFound } from './errors.js';
import { countError } from './metrics.js';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  /** http-errors: whether the message is meant for the client (never for a file system error naming a path). */
  expose?: boolean;
  type?: string;
  message?: string;
}

/**
 * A body the server stops reading (too large) is answered at once and the connection closed once the answer is
 * out, so a client streaming 30 MB gets its 413 without the server taking in the rest.
 */
function closeAfterAnswer(req: Request, res: Response) {
  res.set('Connection', 'close');
  res.once('finish', () => {
    if (!req.complete) req.socket.destroySoon();
  });
}

/**
 * The last Express error handler: AppError and database input errors as their status, body-parser and static
 * file errors as 4xx with a message that names no server path, anything else logged and answered 500.
 */
export function httpErrorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const known = error instanceof AppError ? error : appErrorOfDatabase(error);
    if (known) {
      if (known.code === 'PAYLOAD_TOO_LARGE') closeAfterAnswer(req, res);
      return sendError(res, known);
    }
    const { status: given, statusCode, expose, type, message } = (error ?? {}) as HttpLikeError;
    const status = given ?? statusCode;
    if (status === 413) {
      closeAfterAnswer(req, res);
      return sendError(res, requestTooLarge());
    }
    if (status === 404) return sendError(res, notFound('Not found.'));
    if (status && status >= 400 && status < 500) {
      if (type === 'entity.parse.failed') return sendError(res, badInput('The request body is not valid JSON.'));
      return sendError(res, badInput(expose && message ? message : 'The request could not be read.'));
    }
    logger.error('unhandled request error', error);
    countError('INTERNAL_SERVER_ERROR', 'rest');
    res
      .status(500)
      .json({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_SERVER_ERROR' });
  };
}
