import { pipeline } from 'node:stream/promises';
import express, { type RequestHandler } from 'express';
import type { Logger } from '../logger.js';
import type { FileStore } from '../providers/storage/file-store.js';

/** The names the media feature stores: 32 hex characters, `-thumb` for a thumbnail, `.webp`. */
const STORED_NAME = /^\/([a-f0-9]{32}(?:-thumb)?\.webp)$/;
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/<name> from wherever images are stored: a local directory as static files; a bucket with a
 * public URL by a redirect to it (cached for a year: names never change); a private bucket streamed through.
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
    const publicUrl = files.publicUrlOf(name);
    if (publicUrl) {
      res.set('Cache-Control', FOREVER);
      return res.redirect(301, publicUrl);
    }
    void (async () => {
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
