import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import express, { type Request, type Response, type Router } from 'express';
import type { Config } from '../../config.js';
import { publicOrigin } from '../../kernel/public-url.js';
import { basemapTile, prepareDetailedBasemap } from './basemap-tiles.js';
import { readGlyphRange } from './glyphs.js';
import { offlineMapStyle } from './map-style.js';

interface Encoded {
  body: Buffer;
  /** Absent when gzip would not make it smaller (a tile of a few hundred bytes). */
  gzipped?: Buffer;
  etag: string;
}

/**
 * Tiles made so far, gzipped, the most recently asked for last: at most MAX_KEPT_TILES of them (about 10 MB; a tile
 * of a city at zoom 10 is 2-10 KB). Browsers keep them a week, so each is asked for once per member and area.
 */
const encodedTiles = new Map<string, Encoded | null>();
const MAX_KEPT_TILES = 2000;
const encodedGlyphs = new Map<string, Encoded>();
/** Tiles and glyphs change only with the data shipped in a release: browsers keep them a week, then revalidate. */
const WEEK = 604_800;

function encode(body: Buffer): Encoded {
  const gzipped = gzipSync(body);
  return {
    body,
    gzipped: gzipped.length < body.length ? gzipped : undefined,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

function send(req: Request, res: Response, encoded: Encoded, contentType: string, maxAgeSeconds: number): void {
  res.set({
    'Content-Type': contentType,
    ETag: encoded.etag,
    'Cache-Control': `public, max-age=${maxAgeSeconds}`,
    Vary: 'Accept-Encoding',
  });
  if (req.get('if-none-match') === encoded.etag) {
    res.status(304).end();
    return;
  }
  if (encoded.gzipped && req.acceptsEncodings('gzip')) res.set('Content-Encoding', 'gzip').send(encoded.gzipped);
  else res.send(encoded.body);
}

const originOf = (req: Request, config: Config) =>
  publicOrigin(config, { protocol: req.protocol, host: req.get('host') });

/** The offline basemap: style, vector tiles (made on first request, kept gzipped in memory) and glyphs. */
export function mapStyleRoutes(config: Config): Router {
  const router = express.Router();
  // Public map data: a page served from another origin (the web dev server) may read it too.
  router.use((_req, res, next) => {
    res.set('Access-Control-Allow-Origin', '*');
    next();
  });
  // ?theme=dark: the same map in the dark theme's colours (Query.mapStyles names both).
  let prepared = false;
  router.get('/style.json', (req, res) => {
    if (!prepared) {
      prepared = true;
      setImmediate(prepareDetailedBasemap); // after this answer is sent
    }
    const theme = req.query.theme === 'dark' ? 'dark' : 'light';
    send(
      req,
      res,
      encode(Buffer.from(JSON.stringify(offlineMapStyle(originOf(req, config), theme)))),
      'application/json',
      300,
    );
  });
  router.get('/tiles/:z/:x/:y.pbf', (req, res) => {
    const [z, x, y] = [req.params.z, req.params.x, req.params.y].map((part) => (/^\d{1,3}$/.test(part) ? +part : NaN));
    const key = `${z}/${x}/${y}`;
    let encoded = encodedTiles.get(key);
    if (encoded !== undefined)
      encodedTiles.delete(key); // kept again below, as the most recent
    else {
      const tile = basemapTile(z, x, y);
      if (tile.kind === 'outside') {
        res.status(404).json({ error: 'No such map tile.', code: 'NOT_FOUND' });
        return;
      }
      encoded = tile.kind === 'tile' ? encode(tile.body) : null;
    }
    encodedTiles.set(key, encoded);
    if (encodedTiles.size > MAX_KEPT_TILES) encodedTiles.delete(encodedTiles.keys().next().value!);
    if (encoded) send(req, res, encoded, 'application/vnd.mapbox-vector-tile', WEEK);
    else
      res
        .status(204)
        .set({ 'Cache-Control': `public, max-age=${WEEK}` })
        .end(); // open sea: nothing to draw
  });
  router.get('/glyphs/:fontstack/:range.pbf', (req, res) => {
    let encoded = encodedGlyphs.get(req.params.range);
    if (!encoded) {
      const glyphs = readGlyphRange(req.params.range);
      if (!glyphs) {
        res.status(404).json({ error: 'No such glyph range.', code: 'NOT_FOUND' });
        return;
      }
      encoded = encode(glyphs); // 45 % smaller gzipped; at most 256 ranges, kept a week by browsers
      encodedGlyphs.set(req.params.range, encoded);
    }
    send(req, res, encoded, 'application/x-protobuf', WEEK);
  });
  router.use((_req, res) => {
    res.status(404).json({ error: 'No such map resource.', code: 'NOT_FOUND' });
  });
  return router;
}
