import { graphql } from '../../../gql';

export const MapStylesDocument = graphql(`
  query MapStyles {
    mapStyles {
      online
      onlineDark
      offline
      offlineDark
    }
  }
`);
