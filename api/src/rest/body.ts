import express, { type RequestHandler } from 'express';

const JSON_LIMIT = '1mb';

/**
 * Request bodies as the original client sends them: any JSON value (its like button sends `null`), url-encoded
 * forms (repeated keys become lists), or nothing at all without a content type. Whatever is not a JSON object
 * or a form becomes `{}`, "no fields", instead of a 400. Multipart bodies are left to `readForm`.
 * Bodies are never logged: some clients put their token in them by mistake (logout, update-save-itinerary).
 */
export function restBodyParsers(): RequestHandler[] {
  return [
    express.json({ limit: JSON_LIMIT, strict: false }),
    express.urlencoded({ extended: false, limit: JSON_LIMIT }),
    (req, _res, next) => {
      const body: unknown = req.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) req.body = {};
      next();
    },
  ];
}
