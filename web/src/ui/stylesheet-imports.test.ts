import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Vite splits CSS by chunk: a component that uses a class from a ui/ stylesheet without importing it is styled
 * only when another chunk happened to load that stylesheet first (the composer lost its styling on every reload
 * of /dashboard this way). Every component must import the ui/ stylesheet of each class block it uses, and a
 * ui/ class block is defined in one stylesheet only.
 */
const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiDir = path.join(srcDir, 'ui');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : walk(full);
    return [full];
  });
}

const sources = walk(srcDir);
const components = sources.filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'));
const stylesheets = sources.filter((file) => file.endsWith('.css'));

/** Class blocks (BEM) a ui/ stylesheet owns, e.g. `field` for `.field__input`. */
const OWNED_BLOCKS: Record<string, string[]> = {
  'text-field.css': ['field'],
  'link-button.css': ['link-button'],
};

function usesBlock(source: string, block: string): boolean {
  const escaped = block.replace(/-/g, '\\-');
  return new RegExp(`["'\`\\s]${escaped}(__[a-z-]+|--[a-z-]+)?["'\`\\s]`).test(source);
}

describe('ui stylesheets', () => {
  for (const [sheet, blocks] of Object.entries(OWNED_BLOCKS)) {
    it(`every component using ${blocks.join(', ')} imports ui/${sheet}`, () => {
      const missing = components.filter((file) => {
        const source = fs.readFileSync(file, 'utf8');
        if (!blocks.some((block) => usesBlock(source, block))) return false;
        return !new RegExp(`import '[./]*(ui/)?${sheet.replace('.', '\\.')}';`).test(source);
      });
      expect(missing.map((file) => path.relative(srcDir, file))).toEqual([]);
    });

    it(`only ui/${sheet} defines ${blocks.join(', ')}`, () => {
      const owners = stylesheets.filter((file) => {
        const css = fs.readFileSync(file, 'utf8');
        // A rule whose subject is the block (`.field__input:focus {`), not one that only scopes by it.
        const escaped = (block: string) => block.replace(/-/g, '\\-');
        return blocks.some((block) =>
          new RegExp(`^\\.${escaped(block)}(__[\\w-]+|--[\\w-]+)?(::?[\\w-]+(\\([^)]*\\))?)*\\s*[{,]`, 'm').test(css),
        );
      });
      expect(owners.map((file) => path.relative(uiDir, file))).toEqual([sheet]);
    });
  }
});
