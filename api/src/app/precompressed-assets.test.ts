import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { acceptsEncoding } from './precompressed-assets.js';

const script = `console.log(${JSON.stringify('CulturaLink '.repeat(400))});\n`;
let t: TestApp;
beforeAll(async () => {
  const probe = await startTestApp();
  const webDist = path.join(probe.dataDir, 'web');
  await probe.close();
  await fs.mkdir(path.join(webDist, 'assets'), { recursive: true });
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>CulturaLink</title>');
  const asset = path.join(webDist, 'assets', 'index-1a2b3c.js');
  await fs.writeFile(asset, script);
  await fs.writeFile(`${asset}.br`, zlib.brotliCompressSync(script));
  await fs.writeFile(`${asset}.gz`, zlib.gzipSync(script));
  await fs.writeFile(path.join(webDist, 'assets', 'plain-9f8e.css'), 'body{}');
  t = await startTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t?.close();
});

/** Raw bytes and headers (fetch would decode the body). */
async function get(pathname: string, acceptEncoding: string) {
  const response = await fetch(`${t.url}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('precompressed web assets', () => {
  it('sends brotli to browsers that accept it, with the type of the original and a year-long immutable cache', async () => {
    const { response } = await get('/assets/index-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    // Node's fetch decodes the body: what arrives is the script itself, from about a tenth of the bytes.
    expect(Number(response.headers.get('content-length'))).toBeLessThan(script.length / 10);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await get('/assets/index-1a2b3c.js', 'gzip');
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.bytes.toString()).toBe(script);
    const plain = await get('/assets/index-1a2b3c.js', 'identity');
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.toString()).toBe(script);
    expect(plain.response.headers.get('cache-control')).toMatch(/immutable/);
    const css = await get('/assets/plain-9f8e.css', 'br');
    expect(css.response.headers.get('content-encoding')).toBeNull();
    expect(css.bytes.toString()).toBe('body{}');
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(acceptsEncoding('gzip, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('gzip;q=0.5', 'gzip')).toBe(true);
    expect(acceptsEncoding('*', 'br')).toBe(true);
    expect(acceptsEncoding('', 'gzip')).toBe(false);
  });
});
