import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app/services.js';
import { localFileStore } from '../../providers/storage/local-file-store.js';
import { encodeAndStore as storeImage } from './store-image.js';

let dataDir: string;
let services: AppServices;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-image-'));
  services = { config: { dataDir }, files: localFileStore(path.join(dataDir, 'uploads')) } as AppServices;
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#888' } });

describe('storeImage', () => {
  it.each([
    ['webp', () => canvas(50, 40).webp().toBuffer()],
    ['gif', () => canvas(50, 40).gif().toBuffer()],
    ['avif', () => canvas(50, 40).avif().toBuffer()],
  ])('accepts %s and stores WebP copies', async (_format, make) => {
    const stored = await storeImage(services, { buffer: await make() });
    expect(stored).toMatchObject({
      width: 50,
      height: 40,
      path: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.webp$/),
    });
    const meta = await sharp(path.join(dataDir, stored.path)).metadata();
    expect(meta.format).toBe('webp');
  });

  it('shrinks large images to 1600 px and thumbnails to 320 px', async () => {
    const stored = await storeImage(services, { buffer: await canvas(2400, 1200).png().toBuffer() });
    expect(stored).toMatchObject({ width: 1600, height: 800 });
    const thumb = await sharp(path.join(dataDir, stored.thumbPath)).metadata();
    expect(thumb).toMatchObject({ width: 320, height: 160 });
  });

  it('refuses SVG even when declared as an image', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expect(storeImage(services, { buffer: svg, declaredType: 'image/svg+xml' })).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only image files are accepted.',
    });
  });

  it('refuses a truncated image and an empty buffer', async () => {
    const jpeg = await canvas(200, 200).jpeg().toBuffer();
    await expect(storeImage(services, { buffer: jpeg.subarray(0, 60) })).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    await expect(storeImage(services, { buffer: Buffer.alloc(0) })).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('refuses more than 5 MB', async () => {
    await expect(storeImage(services, { buffer: Buffer.alloc(5 * 1024 * 1024 + 1) })).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Image size should be less than 5MB',
    });
  });
});
