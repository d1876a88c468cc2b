import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The only font shipped offline (SDF glyph ranges from the tileserver-gl-styles package). */
export const GLYPH_FONT = 'Noto Sans Regular';
const fontDir = path.join(path.dirname(require.resolve('tileserver-gl-styles/package.json')), 'fonts', GLYPH_FONT);

/** The PBF of one 256-glyph range, whatever font stack was asked for (every label uses the one font); null when absent. */
export function readGlyphRange(range: string): Buffer | null {
  const match = /^(\d+)-(\d+)$/.exec(range);
  if (!match || Number(match[2]) - Number(match[1]) !== 255 || Number(match[1]) % 256 !== 0 || Number(match[1]) > 65280)
    return null;
  const file = path.join(fontDir, `${range}.pbf`);
  return fs.existsSync(file) ? fs.readFileSync(file) : null;
}
