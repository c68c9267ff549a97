// Every background job the server runs (server/jobs/runner.ts). Each capability appends its own.
import { eventReminders } from '../events/reminder-job';
import { outboxSender } from '../mail/sender';
import type { BackgroundJob } from './job';
import { staffAlerts } from './staff-alerts';
import { newsletterJob } from './newsletter-job';

export type { BackgroundJob, JobDeps } from './job';
export { startJobRunner, type JobRunner } from './runner';

export const backgroundJobs: BackgroundJob[] = [outboxSender, staffAlerts, newsletterJob, eventReminders];
