import type http from 'node:http';

/**
 * Lets a closing server finish what it has received without resetting anyone. Once `closeAfterAnswers()` is called
 * the server takes no new connection, idle kept-alive connections are closed at once, and every answer not yet
 * started (of a request in flight, or of one arriving meanwhile on an open connection) says `Connection: close`, so
 * a kept-alive client never sends another request on a connection the server is about to close.
 */
export function connectionCloser(server: http.Server) {
  const unanswered = new Set<http.ServerResponse>();
  let closing = false;
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (closing) {
      res.shouldKeepAlive = false;
      return;
    }
    unanswered.add(res);
    res.once('close', () => unanswered.delete(res));
  });
  return {
    closeAfterAnswers() {
      closing = true;
      for (const res of unanswered) if (!res.headersSent) res.shouldKeepAlive = false;
      // no new connection (a client meets a closed port, and a proxy tries another replica); idle ones closed now.
      // The drain plugin's own close() later still sees 'close' once the last answered connection has gone.
      server.close();
      server.closeIdleConnections();
    },
  };
}
