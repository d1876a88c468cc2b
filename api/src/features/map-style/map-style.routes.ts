import { createHash } from 'node:crypto';
import { brotliCompress, constants as zlib, gzipSync } from 'node:zlib';
import express, { type Request, type Response, type Router } from 'express';
import type { Config } from '../../config.js';
import { publicOrigin } from '../../kernel/public-url.js';
import { BASEMAP_LAYERS, buildBasemapLayer, type BasemapLayer } from './basemap-data.js';
import { readGlyphRange } from './glyphs.js';
import { offlineMapStyle } from './map-style.js';

interface Encoded {
  body: Buffer;
  gzipped: Buffer;
  /** Brotli at its best quality (a third smaller than gzip on the basemap): made off the event loop, used once ready. */
  brotli?: Buffer;
  etag: string;
}

const encodedLayers = new Map<BasemapLayer, Encoded>();
const encodedGlyphs = new Map<string, Encoded>();

function encode(body: Buffer, { brotli = false } = {}): Encoded {
  const encoded: Encoded = {
    body,
    gzipped: gzipSync(body),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
  if (brotli) {
    const params = { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length };
    brotliCompress(body, { params }, (error, result) => {
      if (!error) encoded.brotli = result;
    });
  }
  return encoded;
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
  if (encoded.brotli && req.acceptsEncodings('br')) res.set('Content-Encoding', 'br').send(encoded.brotli);
  else if (req.acceptsEncodings('gzip')) res.set('Content-Encoding', 'gzip').send(encoded.gzipped);
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
      encoded = encode(Buffer.from(JSON.stringify(buildBasemapLayer(layer))), { brotli: true });
      encodedLayers.set(layer, encoded);
    }
    send(req, res, encoded, 'application/geo+json', 86_400);
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
    send(req, res, encoded, 'application/x-protobuf', 604_800);
  });
  router.use((_req, res) => {
    res.status(404).json({ error: 'No such map resource.', code: 'NOT_FOUND' });
  });
  return router;
}
