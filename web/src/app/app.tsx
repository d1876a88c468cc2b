import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../ui/toast-provider';
import { createApolloClient } from './apollo';
import { RateLimitNotice } from './rate-limit-notice';
import { routes } from './routes';
import { followSystemTheme } from '../lib/theme';
import { startRouteQueries } from './start-route-queries';
import { StatusBars } from '../features/offline';
import { OutboxBar } from '../features/outbox';

/** Providers and the router. The Apollo client and router are made once per page load. */
export function App() {
  const [client] = useState(() => {
    const created = createApolloClient();
    startRouteQueries(created, window.location);
    return created;
  });
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => followSystemTheme(), []);
  return (
    <ApolloProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
        <StatusBars>
          <RateLimitNotice />
          <OutboxBar />
        </StatusBars>
      </ToastProvider>
    </ApolloProvider>
  );
}
