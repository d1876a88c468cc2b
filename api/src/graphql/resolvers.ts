import type { NonEmptyArray } from 'type-graphql';
import { AccountsResolver } from '../features/accounts/accounts.resolver.js';
import { MeResolver } from '../features/accounts/me.resolver.js';
import { UserFieldsResolver } from '../features/accounts/user-fields.resolver.js';

/** Every resolver class of every feature. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [MeResolver, AccountsResolver, UserFieldsResolver];
