import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { useToken } from './session';

export const ViewerFieldsFragment = graphql(`
  fragment ViewerFields on User {
    id
    username
    fullName
    country
    email
    isPrivate
    isAdmin
    photoUrl
    photoThumbUrl
    createdAt
  }
`);

export const ViewerDocument = graphql(`
  query Viewer {
    me {
      ...ViewerFields
    }
  }
`);

/** The signed-in member from the cache (fetched once per token); null for guests. */
export function useViewer() {
  const token = useToken();
  const { data, loading, error, refetch } = useQuery(ViewerDocument, { skip: !token });
  return {
    viewer: token ? (data?.me ?? null) : null,
    loading: Boolean(token) && loading,
    error: token ? error : undefined,
    token,
    refetch,
  };
}
