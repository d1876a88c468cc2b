import { randomBytes } from 'node:crypto';
import type { AppServices } from '../../app/services.js';

/**
 * A copy of a stored image (display or thumbnail) under a new name, so a fork keeps its pictures
 * when the original is deleted. Null when there is none or the file is gone (or the store failed).
 */
export async function copyStoredImage(services: AppServices, publicPath: string | null): Promise<string | null> {
  const match = publicPath && /^\/uploads\/[a-f0-9]{32}(-thumb)?\.webp$/.exec(publicPath);
  if (!match) return null;
  const name = `${randomBytes(16).toString('hex')}${match[1] ?? ''}.webp`;
  const copied = await services.files.copy(publicPath.slice('/uploads/'.length), name).catch(() => false);
  return copied ? `/uploads/${name}` : null;
}
