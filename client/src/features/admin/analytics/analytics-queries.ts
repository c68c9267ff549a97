import { queryOptions } from '@tanstack/react-query';
import type { AnalyticsPeriod, AnalyticsReport, Recruiter } from '@shared/schemas/analytics';
import { adminGet } from '../api/admin-fetch';

/** The analytics report and the recruiters of a period (CONTRACT section 17). */
export const analyticsQueries = {
  report: (days: AnalyticsPeriod) =>
    queryOptions({
      queryKey: ['admin', 'analytics', 'report', days],
      queryFn: () => adminGet<AnalyticsReport>(`/api/admin/analytics?days=${days}`),
    }),
  recruiters: (days: AnalyticsPeriod) =>
    queryOptions({
      queryKey: ['admin', 'analytics', 'recruiters', days],
      queryFn: () => adminGet<Recruiter[]>(`/api/admin/analytics/recruiters?days=${days}`),
    }),
};
