import { describe, expect, it } from 'vitest';
import { hasActorPhrase, notificationPhrase, notificationTarget, reportOutcomeText } from './notification-text';

const actor = { id: 'u1', username: 'ana.cruz' };

describe('notification phrases', () => {
  it('says what the actor did, and moderation notices stand alone', () => {
    expect(notificationPhrase('LIKE')).toBe('liked your post');
    expect(notificationPhrase('FOLLOW')).toBe('started following you');
    expect(notificationPhrase('FOLLOW_REQUEST')).toBe('requested to follow you');
    expect(notificationPhrase('WARN')).toBe('Your post has received a warning');
    expect(notificationPhrase('REPORTED')).toBe('Your post has been banned');
    expect(hasActorPhrase('LIKE')).toBe(true);
    expect(hasActorPhrase('WARN')).toBe(false);
    expect(hasActorPhrase('REPORT_OUTCOME')).toBe(false);
    expect(reportOutcomeText('BANNED')).toBe('the post was banned');
  });
});

describe('notification targets', () => {
  it('opens the actor profile for follow types', () => {
    expect(notificationTarget({ id: 'n1', type: 'FOLLOW', postId: null, actor })).toBe('/user-profile/ana.cruz?id=u1');
    expect(notificationTarget({ id: 'n1', type: 'FOLLOW_ACCEPTED', postId: null, actor })).toBe(
      '/user-profile/ana.cruz?id=u1',
    );
  });

  it('opens the post with n = the notification id for post types', () => {
    expect(notificationTarget({ id: 'n2', type: 'LIKE', postId: 'p9', actor })).toBe('/view-post/p9?n=n2');
    expect(notificationTarget({ id: 'n3', type: 'COMMENTED', postId: null, actor })).toBeNull();
  });

  it('opens the achievements for a badge', () => {
    expect(notificationTarget({ id: 'n4', type: 'ACHIEVEMENT', postId: null, actor: null })).toBe(
      '/profile?tab=achievements',
    );
  });
});
