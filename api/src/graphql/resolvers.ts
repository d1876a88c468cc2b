import type { NonEmptyArray } from 'type-graphql';
import { MeResolver } from '../features/accounts/me.resolver.js';

/** Every resolver class of every feature. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [MeResolver];
