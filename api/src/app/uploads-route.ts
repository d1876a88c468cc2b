import { pipeline } from 'node:stream/promises';
import express, { type RequestHandler } from 'express';
import type { Logger } from '../logger.js';
import type { FileStore } from '../providers/storage/file-store.js';

/** The names the media feature stores: 32 hex characters, `-thumb` for a thumbnail, `.webp`. */
const STORED_NAME = /^\/([a-f0-9]{32}(?:-thumb)?\.webp)$/;
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * How long a browser may keep a redirect to a presigned URL: 80 % of the time the signature has left, so a
 * redirect taken from the cache at the end still leads to a URL that works (with room for clocks that differ).
 */
export const redirectMaxAge = (expiresAt: number, now: number) =>
  Math.max(0, Math.floor(((expiresAt - now) / 1000) * 0.8));

/**
 * GET /uploads/<name> from wherever images are stored: a local directory as static files; a bucket with a
 * public URL by a redirect to it (cached for a year: names never change); a private bucket with presigned URLs
 * by a redirect to one, cached by the browser no longer than the signature lasts; else streamed through.
 */
export function uploadsRoute(files: FileStore, logger: Logger): RequestHandler {
  if (files.localDir)
    return express.static(files.localDir, {
      maxAge: '365d',
      immutable: true,
      index: false,
      dotfiles: 'ignore',
      fallthrough: false,
    });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = STORED_NAME.exec(req.path)?.[1];
    if (!name) return void res.status(404).end();
    void (async () => {
      const now = Date.now();
      const direct = await files.directUrlOf(name, now);
      if (direct) {
        const forever = direct.expiresAt === undefined;
        // a presigned URL is a short-lived key to this object: for this browser only, and only while it works
        res.set('Cache-Control', forever ? FOREVER : `private, max-age=${redirectMaxAge(direct.expiresAt!, now)}`);
        return res.redirect(forever ? 301 : 302, direct.url);
      }
      const file = await files.get(name);
      if (!file) return void res.status(404).end();
      if (file.etag && req.headers['if-none-match'] === file.etag) {
        file.body.destroy();
        return void res.status(304).end();
      }
      res.set({ 'Content-Type': file.contentType, 'Cache-Control': FOREVER });
      if (file.etag) res.set('ETag', file.etag);
      if (file.size !== undefined) res.set('Content-Length', String(file.size));
      if (req.method === 'HEAD') {
        file.body.destroy();
        return void res.end();
      }
      await pipeline(file.body, res);
    })().catch((error: unknown) => {
      logger.error(`could not serve /uploads/${name}`, error);
      if (!res.headersSent) res.status(502).end();
      else res.destroy();
    });
  };
}
