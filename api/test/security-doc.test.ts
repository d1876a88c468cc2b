import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_MAX_BYTES } from '@culturalink/common/limits';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES, MULTIPART_BODY_LIMIT_BYTES } from '../src/app/body-limits.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../src/app/database-errors.js';
import { FREE_RULE } from '../src/app/request-rate-limit.js';
import { loadConfig } from '../src/config.js';
import { HOT_READ_POOL_SIZE, LIVE_READ_POOL_SIZE } from '../src/db/prepared-query.js';
import {
  CODE_MAILS_PER_IP_HOUR,
  LOGIN_RATE_PER_IP,
  LOGIN_RATE_PER_IP_AND_USERNAME,
  RESEND_GAP_MS,
  SENDS_PER_HOUR,
  VERIFY_LIMIT,
} from '../src/features/accounts/index.js';
import { COMMENT_RATE } from '../src/features/comments/index.js';
import { SAVING_RATE } from '../src/features/itineraries/index.js';
import { MAX_INPUT_PIXELS, UPLOADS_PER_IP_HOUR } from '../src/features/media/index.js';
import { AUTHORIZATION_CODE_LIFETIME_S, OAUTH_TOKEN_RATE } from '../src/features/oauth/index.js';
import { POSTING_RATE } from '../src/features/posts/index.js';
import { REPORT_RATE } from '../src/features/reports/index.js';
import { QUERY_LIMITS } from '../src/graphql/limits.js';
import { WS_MAX_PAYLOAD } from '../src/graphql/websocket.js';
import { MAX_PAGE_SIZE } from '../src/kernel/paging.js';

// docs/SECURITY.md's limits table states the numbers the code uses: each row's Source names a constant (or a
// default of api/src/config.ts as `config.<key>`) and its Number must be that value; every limit listed here
// must have its row.

const here = path.dirname(fileURLToPath(import.meta.url));
const doc = fs.readFileSync(path.join(here, '../../docs/SECURITY.md'), 'utf8');
const defaults = loadConfig({});

const limits: Record<string, number> = {
  'config.rateLimitPoints': defaults.rateLimitPoints,
  'config.webRateLimitPoints': defaults.webRateLimitPoints,
  'config.databasePoolSize': defaults.databasePoolSize,
  'config.databaseAcquireTimeoutMs': defaults.databaseAcquireTimeoutMs,
  'FREE_RULE.limit': FREE_RULE.limit,
  'LOGIN_RATE_PER_IP.limit': LOGIN_RATE_PER_IP.limit,
  'LOGIN_RATE_PER_IP_AND_USERNAME.limit': LOGIN_RATE_PER_IP_AND_USERNAME.limit,
  'VERIFY_LIMIT.limit': VERIFY_LIMIT.limit,
  CODE_MAILS_PER_IP_HOUR,
  SENDS_PER_HOUR,
  RESEND_GAP_MS,
  UPLOADS_PER_IP_HOUR,
  'POSTING_RATE.limit': POSTING_RATE.limit,
  'COMMENT_RATE.limit': COMMENT_RATE.limit,
  'REPORT_RATE.limit': REPORT_RATE.limit,
  'SAVING_RATE.limit': SAVING_RATE.limit,
  'OAUTH_TOKEN_RATE.limit': OAUTH_TOKEN_RATE.limit,
  AUTHORIZATION_CODE_LIFETIME_S,
  'QUERY_LIMITS.depth': QUERY_LIMITS.depth,
  'QUERY_LIMITS.aliases': QUERY_LIMITS.aliases,
  'QUERY_LIMITS.directives': QUERY_LIMITS.directives,
  'QUERY_LIMITS.tokens': QUERY_LIMITS.tokens,
  'QUERY_LIMITS.cost': QUERY_LIMITS.cost,
  MAX_PAGE_SIZE,
  WS_MAX_PAYLOAD,
  JSON_BODY_LIMIT_BYTES,
  MULTIPART_BODY_LIMIT_BYTES,
  IMAGE_MAX_BYTES,
  MAX_INPUT_PIXELS,
  HOT_READ_POOL_SIZE,
  LIVE_READ_POOL_SIZE,
  DATABASE_RETRY_AFTER_SECONDS,
};

/** The rows `| what | number | \`source\` |` of the "Limits" section. */
function documentedLimits(): Map<string, number> {
  const section = doc.split('\n## Limits\n')[1]?.split('\n## ')[0] ?? '';
  const rows = [...section.matchAll(/^\| [^|]+ \| ([\d,]+) \| `([\w.]+)` \|$/gm)];
  return new Map(rows.map(([, number, source]) => [source, Number(number.replace(/,/g, ''))]));
}

describe('docs/SECURITY.md', () => {
  it('states every limit with the number the code uses', () => {
    const documented = documentedLimits();
    expect(Object.fromEntries(documented)).toEqual(limits);
  });

  it('has the sections the issue asks for', () => {
    for (const heading of ['Reporting a vulnerability', 'Threat model', 'Limits', 'What is logged'])
      expect(doc).toContain(`\n## ${heading}\n`);
  });
});
