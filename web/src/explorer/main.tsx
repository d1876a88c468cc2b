import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';
import { createExplorerFetcher } from './fetcher';
import 'graphiql/style.css';
import './explorer.css';

const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
const fetcher = createExplorerFetcher('/graphql', wsUrl);

const DEFAULT_QUERY = `# The CulturaLink API explorer. Sign in by setting a header below:
#   { "Authorization": "Bearer <personal access token>" }
# (create one on the Developer page, /developer). Subscriptions run over WebSocket.

query PublicFeed {
  feed(first: 5) {
    edges {
      node {
        id
        title
        author {
          username
        }
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(<GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />);
