import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createMember } from '../../../test/factories.js';
import { User } from '../accounts/user.entity.js';
import { checkAchievements } from '../achievements/index.js';
import { Post } from '../posts/post.entity.js';
import { Notification } from './notification.entity.js';
import { notify, withdrawNotifications } from './notify.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('notify / withdrawNotifications', () => {
  it('never notifies members of their own actions', async () => {
    const a = await createMember(t);
    expect(notify(t.orm.em.fork(), { type: 'like', recipientId: a.id, actorId: a.id })).toBeNull();
  });

  it('persists with the caller flush, its event committing with it, and withdraws on undo', async () => {
    const author = await createMember(t);
    const fan = await createMember(t);
    const em = t.orm.em.fork();
    const post = em.create(Post, {
      author: em.getReference(User, author.id),
      title: 'Adobo',
      category: 'Food',
      country: 'Philippines',
      content: 'Vinegar.',
    });
    await em.flush();
    const seen: unknown[] = [];
    const stop = t.app.services.events.subscribe('notification.created', (event) => seen.push(event));
    const created = notify(em, { type: 'like', recipientId: author.id, actorId: fan.id, postId: post.id });
    expect(await t.orm.em.fork().count(Notification, { recipient: author.id })).toBe(0);
    await em.flush();
    await expect.poll(() => seen.length).toBe(1);
    stop();
    expect(seen[0]).toMatchObject({
      type: 'notification.created',
      id: created!.id,
      recipientId: author.id,
      audience: `member:${author.id}`,
    });

    const undo = t.orm.em.fork();
    await withdrawNotifications(undo, { type: 'like', actorId: fan.id, postId: post.id });
    await undo.flush();
    expect(await t.orm.em.fork().count(Notification, { recipient: author.id })).toBe(0);
  });
});

describe('checkAchievements', () => {
  it('announces a newly reached badge once, even when the counter drops and climbs again', async () => {
    const author = await createMember(t);
    const em = t.orm.em.fork();
    const posts = Array.from({ length: 5 }, (_, i) =>
      em.create(Post, {
        author: em.getReference(User, author.id),
        title: `Post ${i}`,
        category: 'Food',
        country: `Country ${i}`,
        content: 'x',
      }),
    );
    await em.flush();
    expect(await checkAchievements({ services: t.app.services }, author.id)).toEqual(['content_creator']);
    expect(await checkAchievements({ services: t.app.services }, author.id)).toEqual([]);
    em.remove(posts[0]);
    await em.flush();
    em.create(Post, {
      author: em.getReference(User, author.id),
      title: 'Again',
      category: 'Food',
      country: 'Japan',
      content: 'x',
    });
    await em.flush();
    expect(await checkAchievements({ services: t.app.services }, author.id)).toEqual([]);
    const notes = await t.orm.em.fork().find(Notification, { recipient: author.id });
    expect(notes.map((n) => [n.type, n.achievement, n.actor])).toEqual([['achievement', 'content_creator', null]]);
  });
});
