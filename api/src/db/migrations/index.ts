import type { MigrationObject } from '@mikro-orm/core';
import { InitialSchema } from './0001-initial-schema.js';
import { SearchIndexes } from './0002-search.js';
import { RateLimitCounters } from './0010-rate-limit.js';
import { EventLog } from './0030-event-log.js';
import { LiftBanAction } from './0050-lift-ban.js';
import { AccessTokens } from './0060-access-tokens.js';
import { IdempotencyKeys } from './0061-idempotency-keys.js';
import { Webhooks } from './0062-webhooks.js';
import { ImageAlt } from './0075-image-alt.js';
import { EventLogOrderAtCommit } from './0080-event-log-order-at-commit.js';
import { OAuth } from './0095-oauth.js';
import { ItineraryDays } from './0110-itinerary-days.js';
import { BlocksMutes } from './0130-blocks-mutes.js';
import { PostPhotos } from './0140-post-photos.js';
import { Bookmarks } from './0141-bookmarks.js';

/** Committed migrations in the order they run. A new migration file is added here by hand. */
export const migrationsList: MigrationObject[] = [
  { name: '0001-initial-schema', class: InitialSchema },
  { name: '0002-search', class: SearchIndexes },
  { name: '0010-rate-limit', class: RateLimitCounters },
  { name: '0030-event-log', class: EventLog },
  { name: '0050-lift-ban', class: LiftBanAction },
  { name: '0060-access-tokens', class: AccessTokens },
  { name: '0061-idempotency-keys', class: IdempotencyKeys },
  { name: '0062-webhooks', class: Webhooks },
  { name: '0075-image-alt', class: ImageAlt },
  { name: '0080-event-log-order-at-commit', class: EventLogOrderAtCommit },
  { name: '0095-oauth', class: OAuth },
  { name: '0110-itinerary-days', class: ItineraryDays },
  { name: '0130-blocks-mutes', class: BlocksMutes },
  { name: '0140-post-photos', class: PostPhotos },
  { name: '0141-bookmarks', class: Bookmarks },
];
