import { z } from 'zod';
import type { Attribution } from './attribution';

// The analytics report's query (CONTRACT section 17): 7, 30 or 90 days, 30 by default.
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const analyticsQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'], { error: 'days must be 7, 30 or 90' })
    .default('30')
    .transform((d) => Number(d) as AnalyticsPeriod),
});

export interface AnalyticsDay {
  date: string;
  visitors: number;
  views: number;
  signups: number;
}

export interface AnalyticsReport {
  visitors: number;
  views: number;
  signups: number;
  conversion: number;
  byDay: AnalyticsDay[];
  pages: { path: string; visitors: number; views: number; signups: number }[];
  sources: { source: string; visitors: number; signups: number }[];
  campaigns: { campaign: string; visitors: number; signups: number }[];
}

export interface Recruiter {
  name: string;
  signups: number;
}

/** What every admin answer for a sign-up adds: where it came from and who recruited it. */
export interface SignupOrigin {
  source: Attribution | null;
  recruitedBy: { name: string } | null;
}
