import type { RequestHandler } from 'express';
import { IMAGE_MAX_BYTES, POST_PHOTOS_MAX } from '@culturalink/common/limits';
import { AppError } from './errors.js';

/** JSON and url-encoded bodies, GraphQL and REST alike. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * A multipart body: a post's photos (POST_PHOTOS_MAX images of at most IMAGE_MAX_BYTES each) plus room for the
 * boundaries and the text fields. Each file is still refused past IMAGE_MAX_BYTES on its own.
 */
export const MULTIPART_BODY_LIMIT_BYTES = POST_PHOTOS_MAX * IMAGE_MAX_BYTES + 256 * 1024;

export const requestTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'That request is too large (JSON at most 1 MB, an image at most 5 MB).');
/** A multipart body is a picture with a few fields: the original client shows this message as it is. */
export const uploadTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Image size should be less than 5MB');

const isMultipart = (contentType: string | undefined) => /^multipart\/form-data\b/i.test(contentType ?? '');

/**
 * A body whose declared Content-Length is past the limit is refused before a byte of it is read (the parsers
 * would first read it all to throw it away). A chunked body is counted as it comes and refused at the limit.
 */
export const refuseDeclaredOversize: RequestHandler = (req, _res, next) => {
  const declared = Number(req.get('content-length'));
  if (isMultipart(req.get('content-type'))) next(declared > MULTIPART_BODY_LIMIT_BYTES ? uploadTooLarge() : undefined);
  else next(declared > JSON_BODY_LIMIT_BYTES ? requestTooLarge() : undefined);
};
