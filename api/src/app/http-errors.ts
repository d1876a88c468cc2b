import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger.js';
import { restErrorBody, sendError } from '../rest/handler.js';
import { requestTooLarge } from './body-limits.js';
import { appErrorOfDatabase } from './database-errors.js';
import { AppError, badInput, httpStatusOf, notFound } from './errors.js';
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

/** Answers an AppError in the door's shape (REST, or GraphQL's `errors` as well on /graphql). */
export function answerAppError(req: Request, res: Response, known: AppError): void {
  if (known.code === 'PAYLOAD_TOO_LARGE') closeAfterAnswer(req, res);
  // a GraphQL client reads `errors[].extensions.code`: the /graphql door's refusals carry both shapes
  if (!req.originalUrl.startsWith('/graphql')) return sendError(res, known);
  const { retryAfterSeconds } = known.details;
  countError(known.code, 'graphql');
  if (retryAfterSeconds) res.set('Retry-After', String(retryAfterSeconds));
  const errors = [{ message: known.message, extensions: { code: known.code, retryAfterSeconds } }];
  res.status(httpStatusOf[known.code]).json({ ...restErrorBody(known), errors });
}

/**
 * The last Express error handler: AppError and database input errors as their status, body-parser and static
 * file errors as 4xx with a message that names no server path, anything else logged and answered 500.
 */
export function httpErrorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const known = error instanceof AppError ? error : appErrorOfDatabase(error);
    if (known) return answerAppError(req, res, known);
    const { status: given, statusCode, expose, type, message } = (error ?? {}) as HttpLikeError;
    const status = given ?? statusCode;
    // in the door's own shape: a GraphQL client reads errors[].extensions.code, the original client `code`
    if (status === 413) return answerAppError(req, res, requestTooLarge());
    if (status === 404) return answerAppError(req, res, notFound('Not found.'));
    if (status && status >= 400 && status < 500) {
      if (type === 'entity.parse.failed')
        return answerAppError(req, res, badInput('The request body is not valid JSON.'));
      return answerAppError(req, res, badInput(expose && message ? message : 'The request could not be read.'));
    }
    logger.error('unhandled request error', error);
    countError('INTERNAL_SERVER_ERROR', 'rest');
    res
      .status(500)
      .json({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_SERVER_ERROR' });
  };
}
