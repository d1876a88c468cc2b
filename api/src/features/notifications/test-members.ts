import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../test/harness.js';
import { openSession } from '../accounts/session.service.js';
import { User } from '../accounts/user.entity.js';

export interface TestMember {
  id: string;
  username: string;
  token: string;
}

/** A signed-in member created straight in the database (tests only). */
export async function createMember(
  t: TestApp,
  overrides: Partial<Pick<User, 'username' | 'fullName' | 'country' | 'isPrivate' | 'isAdmin'>> = {},
): Promise<TestMember> {
  const em = t.orm.em.fork();
  const suffix = randomBytes(4).toString('hex');
  const username = overrides.username ?? `member_${suffix}`;
  const user = em.create(User, {
    username,
    email: `${username.toLowerCase()}@example.test`,
    fullName: overrides.fullName ?? `Member ${suffix}`,
    country: overrides.country ?? 'Philippines',
    isPrivate: overrides.isPrivate ?? false,
    isAdmin: overrides.isAdmin ?? false,
  });
  const { token } = openSession(em, user);
  await em.flush();
  return { id: user.id, username, token };
}
