import type { RequestHandler } from 'express';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import { POST_PHOTOS_MAX } from '@culturalink/common/limits';
import { badInput } from '../app/errors.js';

/**
 * GraphQL multipart requests (at most POST_PHOTOS_MAX files, a post's photos, each of at most `maxFileSize` bytes). A body that is not a well-formed multipart
 * request (busboy's "Unexpected end of form" and the like) is the client's error: 400, never 500.
 */
export function graphqlMultipart(maxFileSize: number): RequestHandler {
  const uploads = graphqlUploadExpress({ maxFileSize, maxFiles: POST_PHOTOS_MAX });
  return (req, res, next) => {
    uploads(req, res, (error?: unknown) => {
      if (!error) return next();
      const status = (error as { status?: number }).status;
      next(status && status >= 400 && status < 500 ? error : badInput('The multipart request could not be read.'));
    });
  };
}
