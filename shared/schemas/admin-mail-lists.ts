import { z } from 'zod';
import { OUTBOX_STATUSES, SUBSCRIBER_STATUSES } from '../schema';
import { plainFilterSchema, plainListSchema } from './admin-lists';

// The outbox list and the subscriber list's status filter (CONTRACT section 11), on the shared
// paging and search of every admin list.

export const outboxListSchema = plainListSchema.extend({
  status: z
    .enum(OUTBOX_STATUSES, { error: `Status must be one of ${OUTBOX_STATUSES.join(', ')}` })
    .optional(),
});
export type OutboxListQuery = z.output<typeof outboxListSchema>;

const subscriberStatus = z
  .enum(SUBSCRIBER_STATUSES, { error: `Status must be one of ${SUBSCRIBER_STATUSES.join(', ')}` })
  .optional();

export const subscriberFilterSchema = plainFilterSchema.extend({ status: subscriberStatus });
export const subscriberListSchema = plainListSchema.extend({ status: subscriberStatus });
export type SubscriberFilter = z.output<typeof subscriberFilterSchema>;
