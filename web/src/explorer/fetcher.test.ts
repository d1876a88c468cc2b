import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { authorizationOf, isSubscription } from './fetcher';

describe('the explorer fetcher', () => {
  it('sends subscriptions (the chosen operation) over WebSocket, everything else over HTTP', () => {
    const document = parse('query Feed { feed { pageInfo { hasNextPage } } } subscription Live { postAdded { id } }');
    expect(isSubscription(document, 'Live')).toBe(true);
    expect(isSubscription(document, 'Feed')).toBe(false);
    expect(isSubscription(parse('subscription { notificationAdded { id } }'))).toBe(true);
    expect(isSubscription(undefined)).toBe(false);
  });

  it('reads the Authorization header of the Headers pane in any letter case', () => {
    expect(authorizationOf({ authorization: 'Bearer clpat_x' })).toBe('Bearer clpat_x');
    expect(authorizationOf({ AUTHORIZATION: 'Bearer clpat_y' })).toBe('Bearer clpat_y');
    expect(authorizationOf({ other: 'x' })).toBeUndefined();
    expect(authorizationOf(undefined)).toBeUndefined();
  });
});
