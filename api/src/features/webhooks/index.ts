/** The public surface of the webhooks feature: other features and the app import only from here. */
export { deliverWebhook } from './deliver-webhook.js';
export { dispatchWebhookEvents } from './dispatch-webhook-events.js';
export { DELIVER_TASK, DISPATCH_TASK } from './webhook-jobs.js';
export { MAX_WEBHOOKS } from './webhook-limits.js';
