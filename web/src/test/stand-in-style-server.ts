import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an online map style server (tests): /style.json and /dark.json answer a MapLibre style,
 * /not-a-style.json some other JSON, /broken a 503, and /hang never answers (as an unreachable host would not).
 */
export async function startStandInStyleServer() {
  const requests: string[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    res.setHeader('access-control-allow-origin', '*');
    if (req.url === '/style.json' || req.url === '/dark.json') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ version: 8, name: req.url, sources: {}, layers: [] }));
    } else if (req.url === '/not-a-style.json') {
      res.setHeader('content-type', 'application/json');
      res.end('{"hello":"world"}');
    } else if (req.url === '/hang') {
      hanging.add(res);
    } else {
      res.statusCode = 503;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
