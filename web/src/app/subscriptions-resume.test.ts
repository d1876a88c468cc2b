import { Kind, parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as documents from '../gql/graphql';
import { declaresAfter } from '../lib/live-cursor';

/** Every subscription document the web sends (codegen's typed documents). */
const subscriptions = Object.entries(documents).filter(
  (entry): entry is [string, DocumentNode] =>
    typeof entry[1] === 'object' &&
    entry[1] !== null &&
    (entry[1] as DocumentNode).kind === Kind.DOCUMENT &&
    (entry[1] as DocumentNode).definitions.some(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'subscription',
    ),
);

describe('subscriptions resume', () => {
  it('finds the web subscriptions', () => {
    expect(subscriptions.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'NotificationAddedDocument',
        'NotificationChangedDocument',
        'SupportMessageAddedDocument',
        'ReportAddedDocument',
        'ReportDecidedDocument',
        'FollowChangedDocument',
      ]),
    );
  });

  it('declares `$after` in every one, so ResumableWsLink resumes it after a reconnect', () => {
    expect(subscriptions.filter(([, document]) => !declaresAfter(document)).map(([name]) => name)).toEqual([]);
    expect(declaresAfter(parse('subscription { notificationAdded { id } }'))).toBe(false);
  });
});
