// Newsletters (CONTRACT sections 11 and 12): subscriptions and sends, as other capabilities use them.
export { cancelScheduledFor, withNewsletters } from './sends';
export { confirmSubscription, subscribeNewsletter, unsubscribe } from './subscriptions';
export { subscriptionActivity } from './activity';
