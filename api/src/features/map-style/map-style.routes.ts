import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import express, { type Request, type Response, type Router } from 'express';
import type { Config } from '../../config.js';
import { publicOrigin } from '../../kernel/public-url.js';
import { BASEMAP_LAYERS, buildBasemapLayer, type BasemapLayer } from './basemap-data.js';
import { readGlyphRange } from './glyphs.js';
import { offlineMapStyle } from './map-style.js';

interface Encoded {
  body: Buffer;
  gzipped: Buffer;
  etag: string;
}

const encodedLayers = new Map<BasemapLayer, Encoded>();

function encode(body: Buffer): Encoded {
  return { body, gzipped: gzipSync(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
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
  if (req.acceptsEncodings('gzip')) res.set('Content-Encoding', 'gzip').send(encoded.gzipped);
  else res.send(encoded.body);
}

const originOf = (req: Request, config: Config) =>
  publicOrigin(config, { protocol: req.protocol, host: req.get('host') });

/** The offline basemap: style, GeoJSON layers (built once, kept gzipped in memory) and glyphs. */
export function mapStyleRoutes(config: Config): Router {
  const router = express.Router();
  // Public map data: a page served from another origin (the web dev server) may read it too.
  router.use((_req, res, next) => {
    res.set('Access-Control-Allow-Origin', '*');
    next();
  });
  router.get('/style.json', (req, res) => {
    send(
      req,
      res,
      encode(Buffer.from(JSON.stringify(offlineMapStyle(originOf(req, config))))),
      'application/json',
      300,
    );
  });
  router.get('/data/:layer.geojson', (req, res) => {
    const layer = req.params.layer as BasemapLayer;
    if (!BASEMAP_LAYERS.includes(layer)) {
      res.status(404).json({ error: 'No such map layer.', code: 'NOT_FOUND' });
      return;
    }
    let encoded = encodedLayers.get(layer);
    if (!encoded) {
      encoded = encode(Buffer.from(JSON.stringify(buildBasemapLayer(layer))));
      encodedLayers.set(layer, encoded);
    }
    send(req, res, encoded, 'application/geo+json', 86_400);
  });
  router.get('/glyphs/:fontstack/:range.pbf', (req, res) => {
    const glyphs = readGlyphRange(req.params.range);
    if (!glyphs) {
      res.status(404).json({ error: 'No such glyph range.', code: 'NOT_FOUND' });
      return;
    }
    res.set({ 'Content-Type': 'application/x-protobuf', 'Cache-Control': 'public, max-age=604800' }).send(glyphs);
  });
  router.use((_req, res) => {
    res.status(404).json({ error: 'No such map resource.', code: 'NOT_FOUND' });
  });
  return router;
}
