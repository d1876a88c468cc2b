import { Session } from '../features/accounts/session.entity.js';
import { User } from '../features/accounts/user.entity.js';

/** Every MikroORM entity, listed explicitly (no file-system discovery, so it works under tsx, Vitest and bundlers alike). */
export const entities = [User, Session];
