import express, { type RequestHandler } from 'express';
import { JSON_BODY_LIMIT_BYTES, refuseDeclaredOversize } from '../app/body-limits.js';
import { refuseNulBytes } from '../app/nul-bytes.js';
import { refuseChunkedOversize } from '../app/chunked-body-limit.js';

/**
 * Request bodies as the original client sends them: any JSON value (its like button sends `null`), url-encoded
 * forms (repeated keys become lists), or nothing at all without a content type. Whatever is not a JSON object
 * or a form becomes `{}`, "no fields", instead of a 400. Multipart bodies are left to `readForm`.
 * A path, query or body holding U+0000 is a 400 here (multipart fields: in `FormFields`).
 * Bodies are never logged: some clients put their token in them by mistake (logout, update-save-itinerary).
 */
export function restBodyParsers(): RequestHandler[] {
  return [
    refuseDeclaredOversize,
    refuseChunkedOversize(express.json({ limit: JSON_BODY_LIMIT_BYTES, strict: false }), JSON_BODY_LIMIT_BYTES),
    refuseChunkedOversize(express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT_BYTES }), JSON_BODY_LIMIT_BYTES),
    (req, _res, next) => {
      const body: unknown = req.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) req.body = {};
      next();
    },
    refuseNulBytes,
  ];
}
