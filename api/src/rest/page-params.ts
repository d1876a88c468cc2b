import type { Request } from 'express';
import { badInput, notFound } from '../app/errors.js';
import { absoluteUrl } from '../kernel/public-url.js';
import type { RequestScope } from '../app/request-scope.js';

/** Far past any real list; bounds the SQL offset a client can ask for. */
export const MAX_PAGE_NUMBER = 1_000_000;

const digitsOf = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,16}\s*$/.test(value) ? Number(value) : NaN;

/** `?page=`: absent means 1; otherwise digits only from 1 to MAX_PAGE_NUMBER (`1e20`, `-1`, `2.5` are a 400). */
export function pageNumberParam(req: Request, name = 'page'): number {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return 1;
  const page = digitsOf(raw);
  if (!(page >= 1 && page <= MAX_PAGE_NUMBER))
    throw badInput(`${name} must be a whole number from 1 to ${MAX_PAGE_NUMBER}.`);
  return page;
}

/**
 * `?page_size=` as the original's paginator read it: absent or not a positive whole number means the default,
 * larger than `max` means `max`. Never an error.
 */
export function pageSizeParam(req: Request, { fallback, max }: { fallback: number; max: number }): number {
  const size = digitsOf(req.query.page_size);
  if (!(size >= 1)) return fallback;
  return Math.min(size, max);
}

/** The original's numbered page: `{next, previous, results}`, links absolute; a page past the end is a 404. */
export function numberedPage<T>(
  scope: RequestScope,
  req: Request,
  input: { page: number; results: T[]; hasNext: boolean },
): { next: string | null; previous: string | null; results: T[] } {
  if (input.page > 1 && input.results.length === 0) throw notFound('Invalid page.');
  const link = (page: number) => {
    const url = new URL(req.originalUrl, 'http://host');
    url.searchParams.set('page', String(page));
    return absoluteUrl(scope.origin, `${url.pathname}${url.search}`);
  };
  return {
    next: input.hasNext ? link(input.page + 1) : null,
    previous: input.page > 1 ? link(input.page - 1) : null,
    results: input.results,
  };
}
