import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** The encodings the web build writes next to each asset (`app-1a2b.js.br`, `app-1a2b.js.gz`), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** A year: hashed file names change whenever their content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves a hashed build file precompressed (brotli, else gzip) when the browser accepts it, with the original
 * file's type and a year-long immutable cache; anything else falls through to the plain static files.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.resolve(root, `.${relative}`);
    if (!file.startsWith(root + path.sep)) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    res.vary('Accept-Encoding');
    for (const encoding of ENCODINGS) {
      if (!acceptsEncoding(accepted, encoding.name)) continue;
      const compressed = file + encoding.suffix;
      if (!fs.existsSync(compressed)) continue;
      res.type(path.extname(file));
      res.set('Content-Encoding', encoding.name);
      res.set('Cache-Control', IMMUTABLE);
      return res.sendFile(compressed, { cacheControl: false, dotfiles: 'deny' }, (error) => error && next(error));
    }
    next();
  };
}

/** Whether an Accept-Encoding header admits the encoding (a `q=0` refuses it). */
export function acceptsEncoding(header: string, encoding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name.trim().toLowerCase() !== encoding && name.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}
