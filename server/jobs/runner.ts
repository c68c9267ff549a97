import { setTimeout as sleep } from 'node:timers/promises';
import { errorDetails } from '../log/error-details';
import type { BackgroundJob, JobDeps } from './job';

export interface JobRunner {
  /** Lets each job finish the item in hand, waits for it, then closes the jobs. */
  stop(): Promise<void>;
}

/**
 * Runs each job in a loop of its own: run, wait `everyMs`, run again. A failing run is logged and
 * the loop goes on; nothing is kept in memory between runs, so a restart resumes where it was.
 */
export function startJobRunner(jobs: readonly BackgroundJob[], deps: Omit<JobDeps, 'signal'>): JobRunner {
  const controller = new AbortController();
  const { signal } = controller;
  const jobDeps: JobDeps = { ...deps, signal };

  const loop = async (job: BackgroundJob) => {
    while (!signal.aborted) {
      try {
        await job.run(jobDeps, new Date());
      } catch (err) {
        if (!signal.aborted)
          deps.logger.error({ job: job.name, error: errorDetails(err) }, 'Background job failed');
      }
      await sleep(job.everyMs, undefined, { signal }).catch(() => {});
    }
  };
  const loops = jobs.map(loop);

  let stopping: Promise<void> | undefined;
  return {
    stop: () =>
      (stopping ??= (async () => {
        controller.abort();
        await Promise.all(loops);
        await Promise.all(jobs.map((job) => job.close?.()));
      })()),
  };
}
