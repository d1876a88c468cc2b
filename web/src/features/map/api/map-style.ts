import { graphql } from '../../../gql';

export const MapStyleUrlDocument = graphql(`
  query MapStyleUrl {
    mapStyleUrl
  }
`);
