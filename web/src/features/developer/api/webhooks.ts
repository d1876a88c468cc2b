import { graphql } from '../../../gql';

export const WebhookFieldsFragment = graphql(`
  fragment WebhookFields on Webhook {
    id
    url
    events
    createdAt
    active
    disabledReason
    lastDelivery {
      id
      event
      status
      attempts
      createdAt
      responseStatus
      error
    }
  }
`);

export const WebhooksDocument = graphql(`
  query Webhooks {
    webhooks {
      ...WebhookFields
    }
  }
`);

export const CreateWebhookDocument = graphql(`
  mutation CreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      secret
      webhook {
        ...WebhookFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const SendTestWebhookDocument = graphql(`
  mutation SendTestWebhook($id: ID!) {
    sendTestWebhook(id: $id) {
      delivery {
        id
        status
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const EnableWebhookDocument = graphql(`
  mutation EnableWebhook($id: ID!) {
    enableWebhook(id: $id) {
      webhook {
        ...WebhookFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteWebhookDocument = graphql(`
  mutation DeleteWebhook($id: ID!) {
    deleteWebhook(id: $id) {
      deletedWebhookId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
