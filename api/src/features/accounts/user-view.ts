import type { RequestScope } from '../../app/request-scope.js';
import { listItinerariesPage } from '../itineraries/index.js';
import { restItineraries } from '../itineraries/itinerary-rest-shape.js';
import { restFullProfile } from '../profiles/member-rest-shape.js';
import type { User } from './user.entity.js';

/** How many of the member's own itineraries `GET /user` lists for the composer's picker (the newest). */
const OWN_ITINERARIES_LISTED = 50;

/**
 * The signed-in member as login, registration and settings answer it: the token (the original client stores
 * it from every such answer) and the full `profile` with `profile.user`, which its screens read at once.
 */
export async function restSignedInResponse(scope: RequestScope, signedIn: { token: string | null; user: User }) {
  const { token, user } = signedIn;
  return {
    // only where a token was issued or presented: the original client stores whatever this key holds
    ...(token === null ? {} : { token }),
    user: { id: user.id, username: user.username, email: user.email, is_admin: user.isAdmin },
    userfullname: user.fullName,
    profile: await restFullProfile(scope, user),
    is_private: user.isPrivate,
  };
}

/** `GET /user`: the above with the token the request presented, and the member's own itineraries oldest first. */
export async function restUserResponse(scope: RequestScope, user: User, token: string | null) {
  const { items } = await listItinerariesPage(scope, { mine: true, page: 1, pageSize: OWN_ITINERARIES_LISTED });
  const [answer, itineraries] = await Promise.all([
    restSignedInResponse(scope, { token, user }),
    restItineraries(scope, items.reverse(), { stops: 'ids' }),
  ]);
  return { ...answer, itineraries };
}
