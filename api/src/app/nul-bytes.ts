import type { RequestHandler } from 'express';
import { badInput } from './errors.js';

/** PostgreSQL text cannot hold U+0000, and no field of ours has a use for it: refused at every door. */
export const NUL_BYTE_MESSAGE = 'Text may not contain the NUL character (U+0000).';

const MAX_NODES = 100_000;

/**
 * Whether a string, or any key or string inside parsed JSON or form values, holds U+0000. Walks without
 * recursion and looks at no more than MAX_NODES values (what it does not reach, PostgreSQL refuses as bad
 * input); children are pushed one by one, as spreading a list of half a million items overflows the stack.
 */
export function hasNulByte(value: unknown): boolean {
  const pending: unknown[] = [value];
  let visited = 0;
  while (pending.length > 0 && visited++ < MAX_NODES) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (Array.isArray(item)) {
      for (let i = 0; i < item.length && pending.length < MAX_NODES; i++) pending.push(item[i]);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const key in item) {
        if (!Object.hasOwn(item, key)) continue;
        if (key.includes('\0')) return true;
        if (pending.length < MAX_NODES) pending.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** A path or query string carrying `%00` (decoded by the router into route parameters). */
const ENCODED_NUL = /%00/;

/** Refuses a REST request whose path, query or parsed body holds U+0000 with a 400 before any route reads it. */
export const refuseNulBytes: RequestHandler = (req, _res, next) => {
  if (ENCODED_NUL.test(req.originalUrl) || hasNulByte(req.query) || hasNulByte(req.body))
    return next(badInput(NUL_BYTE_MESSAGE));
  next();
};
