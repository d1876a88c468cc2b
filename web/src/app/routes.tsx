import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { GuestOnly } from './guards/guest-only';
import { RequireAdmin } from './guards/require-admin';
import { RequireSignIn } from './guards/require-sign-in';
import { MainLayout } from './layout/main-layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { PageSpinner } from '../ui/spinner';

/** Loads a page's module only when its route is visited, so each feature is its own chunk. */
function page<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: '/', ...page(() => import('../features/auth/login-page'), 'LoginPage') },
          { path: '/otp', ...page(() => import('../features/auth/otp-page'), 'OtpPage') },
          {
            path: '/account-setup',
            ...page(() => import('../features/account-setup/account-setup-page'), 'AccountSetupPage'),
          },
        ],
      },
      {
        element: <RequireSignIn />,
        children: [
          { path: '/tamsurvey', ...page(() => import('../features/survey/survey-page'), 'SurveyPage') },
          {
            element: <MainLayout />,
            children: [
              { path: '/dashboard', ...page(() => import('../features/dashboard/dashboard-page'), 'DashboardPage') },
              { path: '/report', ...page(() => import('../features/reports/report-page'), 'ReportPage') },
              { path: '/edit-post/:postId', ...page(() => import('../features/posts/edit-post-page'), 'EditPostPage') },
              {
                path: '/notifications',
                ...page(() => import('../features/notifications/notifications-page'), 'NotificationsPage'),
              },
              { path: '/trivia', ...page(() => import('../features/trivia/trivia-page'), 'TriviaPage') },
              {
                path: '/itinerary',
                ...page(() => import('../features/itineraries/itinerary-home-page'), 'ItineraryHomePage'),
              },
              {
                path: '/create-itinerary',
                ...page(() => import('../features/itineraries/create-itinerary-page'), 'CreateItineraryPage'),
              },
              {
                path: '/view-itinerary',
                ...page(() => import('../features/itineraries/view-itinerary-page'), 'ViewItineraryPage'),
              },
              { path: '/view-post/:post', ...page(() => import('../features/posts/view-post-page'), 'ViewPostPage') },
              {
                path: '/search-result',
                ...page(() => import('../features/search/search-results-page'), 'SearchResultsPage'),
              },
              { path: '/profile', ...page(() => import('../features/profile/profile-page'), 'ProfilePage') },
              { path: '/test', ...page(() => import('../features/auth/logout-failed-page'), 'LogoutFailedPage') },
              {
                path: '/user-profile/:username',
                ...page(() => import('../features/profile/user-profile-page'), 'UserProfilePage'),
              },
              { path: '/settings', ...page(() => import('../features/settings/settings-page'), 'SettingsPage') },
              { path: '/bookmarks', ...page(() => import('../features/bookmarks/bookmarks-page'), 'BookmarksPage') },
              {
                path: '/developer',
                ...page(() => import('../features/developer/developer-page'), 'DeveloperPage'),
              },
              {
                element: <RequireAdmin />,
                children: [
                  { path: '/rp', ...page(() => import('../features/admin/reports-admin-page'), 'ReportsAdminPage') },
                  { path: '/cu', ...page(() => import('../features/admin/users-admin-page'), 'UsersAdminPage') },
                  {
                    path: '/response',
                    ...page(() => import('../features/admin/survey-results-page'), 'SurveyResultsPage'),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '/terms', ...page(() => import('../features/auth/terms-page'), 'TermsPage') },
      // signs a guest in first, then comes back (see lib/return-path.ts)
      { path: '/oauth/authorize', ...page(() => import('../features/oauth/consent-page'), 'ConsentPage') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
