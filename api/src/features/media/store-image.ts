import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '@culturalink/common/limits';
import type { RequestScope } from '../../app/request-scope.js';
import type { AppServices } from '../../app/services.js';
import { imageTooLarge, imageTooManyPixels, notAnImage } from './image-errors.js';

export interface StoredImage {
  /** Public path of the display copy, e.g. /uploads/<name>.webp */
  path: string;
  thumbPath: string;
  width: number;
  height: number;
}

const DISPLAY_MAX_PX = 1600;
const THUMB_MAX_PX = 320;
/** Images (every kind: posts, stops, covers, profile photos) one client address may upload in an hour. */
export const UPLOADS_PER_IP_HOUR = 60;
/** The rate-limit key of image uploads from one client address (tests may reset it). */
export const uploadLimitKey = (ip: string) => `upload:ip:${ip}`;
/**
 * Refuses decompression bombs (a small file that decodes into a huge bitmap) from the header, before decoding:
 * 40 megapixels (of the first frame, the only one decoded) is far past any camera photo shown at 1600 px.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

async function sniffFormat(buffer: Buffer): Promise<void> {
  if (buffer.length === 0) throw notAnImage();
  const meta = await sharp(buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  const format = meta?.format;
  const accepted =
    format === 'jpeg' ||
    format === 'png' ||
    format === 'webp' ||
    format === 'gif' ||
    (format === 'heif' && meta?.compression === 'av1');
  if (!accepted || !meta) throw notAnImage();
  // only the first frame of an animation is decoded
  if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > MAX_INPUT_PIXELS) throw imageTooManyPixels();
}

async function encode(buffer: Buffer, maxPx: number) {
  return sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: maxPx, height: maxPx, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
}

/**
 * Checks the real type from the bytes (the declared type is not trusted), re-encodes to WebP with
 * EXIF/GPS and every other metadata dropped, and stores a display copy and a thumbnail in the file store (DATA_DIR/uploads or the STORAGE_URL bucket).
 */
export async function storeImage(
  scope: RequestScope,
  input: { buffer: Buffer; declaredType?: string },
): Promise<StoredImage> {
  if (input.buffer.length > IMAGE_MAX_BYTES) throw imageTooLarge();
  await scope.services.rateLimiter.consume(
    uploadLimitKey(scope.ip),
    { limit: UPLOADS_PER_IP_HOUR, windowMs: 3600 * 1000 },
    'Too many images were uploaded from this network. Please try again later.',
  );
  return encodeAndStore(scope.services, input);
}

/** `storeImage` without the upload limit. */
export async function encodeAndStore(
  services: AppServices,
  input: { buffer: Buffer; declaredType?: string },
): Promise<StoredImage> {
  if (input.buffer.length > IMAGE_MAX_BYTES) throw imageTooLarge();
  await sniffFormat(input.buffer);
  const [display, thumb] = await Promise.all([
    encode(input.buffer, DISPLAY_MAX_PX),
    encode(input.buffer, THUMB_MAX_PX),
  ]).catch(() => {
    throw notAnImage();
  });
  const name = randomBytes(16).toString('hex');
  await Promise.all([
    services.files.put(`${name}.webp`, display.data, 'image/webp'),
    services.files.put(`${name}-thumb.webp`, thumb.data, 'image/webp'),
  ]);
  return {
    path: `/uploads/${name}.webp`,
    thumbPath: `/uploads/${name}-thumb.webp`,
    width: display.info.width,
    height: display.info.height,
  };
}

/** Removes a stored image (display copy or thumbnail) by its public path; a missing file is not an error. */
export async function deleteStoredImage(services: AppServices, publicPath: string | null): Promise<void> {
  const match = publicPath && /^\/uploads\/([a-f0-9]{32}(?:-thumb)?\.webp)$/.exec(publicPath);
  if (!match) return;
  await services.files.remove(match[1]);
}
