import type { ApolloCache, Reference } from '@apollo/client';
import type { AdminReportFieldsFragment as AdminReport } from '../../../gql/graphql';
import { AdminReportFieldsFragment } from './api/admin-report-fields';

interface CachedReportList {
  edges?: readonly { node: Reference }[];
  [field: string]: unknown;
}

/**
 * Puts a report that arrived live into every cached list of reports, once: at the end, where a refetched first page
 * keeps it (the paging rule keeps what follows the seam) and a later page does not repeat it.
 */
export function addReportToCache(cache: ApolloCache, report: AdminReport): void {
  const ref = cache.writeFragment({
    fragment: AdminReportFieldsFragment,
    fragmentName: 'AdminReportFields',
    data: report,
  });
  if (!ref) return;
  cache.modify<{ reports: CachedReportList }>({
    id: 'ROOT_QUERY',
    fields: {
      reports(list, { readField }) {
        const cached = list as CachedReportList;
        if (!cached.edges || cached.edges.some((edge) => readField<string>('id', edge.node) === report.id)) return list;
        return { ...cached, edges: [...cached.edges, { __typename: 'ReportEdge', node: ref }] } as typeof list;
      },
    },
  });
}
