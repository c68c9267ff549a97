// Every background job the server runs (server/jobs/runner.ts). Each capability appends its own.
import { analyticsJob } from './analytics';
import { eventReminders } from './events/reminder-job';
import { outboxSender } from './mail/sender';
import type { BackgroundJob } from './jobs/job';
import { staffAlerts } from './mail/alerts-job';
import { newsletterJob } from './newsletters/job';

export type { BackgroundJob, JobDeps } from './jobs/job';
export { startJobRunner, type JobRunner } from './jobs/runner';

export const backgroundJobs: BackgroundJob[] = [
  outboxSender,
  staffAlerts,
  newsletterJob,
  eventReminders,
  analyticsJob,
];
