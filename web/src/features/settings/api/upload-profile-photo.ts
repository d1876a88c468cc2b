import { graphql } from '../../../gql';

export const UploadProfilePhotoDocument = graphql(`
  mutation UploadProfilePhoto($file: Upload!) {
    uploadProfilePhoto(file: $file) {
      user {
        id
        photoUrl
        photoThumbUrl
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
