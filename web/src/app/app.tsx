import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../ui/toast-provider';
import { createApolloClient } from './apollo';
import { routes } from './routes';
import { getToken } from '../lib/session';
import { followSystemTheme } from '../lib/theme';
import { ViewerDocument } from '../lib/viewer';

/** Providers and the router. The Apollo client and router are made once per page load. */
export function App() {
  const [client] = useState(() => {
    const created = createApolloClient();
    // A signed-in page asks who the member is before its route's code has arrived, not after (one round trip
    // less on a slow phone); the guard's own query then finds the answer in flight or in the cache.
    if (getToken()) created.query({ query: ViewerDocument }).catch(() => undefined);
    return created;
  });
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => followSystemTheme(), []);
  return (
    <ApolloProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ApolloProvider>
  );
}
