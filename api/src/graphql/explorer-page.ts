import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/**
 * GET /graphql from a browser (Accept: text/html before JSON) answers the API explorer: GraphiQL, built
 * with the web app as its own page (`web/graphiql.html`), its assets under /assets, nothing from a CDN.
 * Every other GET (a client asking for JSON, persisted queries) goes on to Apollo.
 */
export function explorerPage(webDist: string) {
  const page = path.join(webDist, 'graphiql.html');
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) !== 'text/html')
      return next();
    if (!fs.existsSync(page)) {
      res.status(404).type('text/plain').send('The API explorer is not built (run npm run build).');
      return;
    }
    res.set('Cache-Control', 'no-cache');
    res.sendFile(page);
  };
}
