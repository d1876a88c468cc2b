/**
 * The pages people open directly, by pathname, with their page module as `src/app/routes.tsx` loads it lazily:
 * their code starts loading with the HTML (build/route-preload.ts). Kept in step with routes.tsx by
 * src/app/route-preload.test.ts.
 */
export const PRELOADED_ROUTES: Record<string, string> = {
  '/': 'src/features/auth/login-page.tsx',
  '/dashboard': 'src/features/dashboard/dashboard-page.tsx',
  '/view-itinerary': 'src/features/itineraries/view-itinerary-page.tsx',
};
