import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { can } from '@shared/roles';
import type { AnalyticsPeriod } from '@shared/schemas/analytics';
import { analyticsQueries } from '@/features/admin/analytics/analytics-queries';
import { AnalyticsReport } from '@/features/admin/analytics/analytics-report';
import { PeriodPicker } from '@/features/admin/analytics/period-picker';
import { useStoredAdmin } from '@/features/admin/auth/admin-store';
import { ErrorState, LoadingState } from '@/features/admin/layout/list-states';
import { PageHeader } from '@/features/admin/layout/page-header';

const periodOf = (value: string | null): AnalyticsPeriod => (value === '7' ? 7 : value === '90' ? 90 : 30);

/** /admin/analytics: visits, sign-ups and where they came from, for 7, 30 or 90 days (in the address). */
export default function AdminAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const days = periodOf(params.get('days'));
  const admin = useStoredAdmin();
  const report = useQuery(analyticsQueries.report(days));
  // Recruiters are people's names: only the roles that may see them ask.
  const mayNameRecruiters = can(admin?.role, 'recruiters');
  const recruiters = useQuery({ ...analyticsQueries.recruiters(days), enabled: mayNameRecruiters });

  return (
    <>
      <PageHeader
        title="Analytics"
        description="Visitors are counted without cookies, once a day each; days are in the campaign's time zone."
      />
      <div className="mb-6">
        <PeriodPicker days={days} onChange={(d) => setParams(d === 30 ? {} : { days: String(d) })} />
      </div>
      {report.isPending ? (
        <LoadingState>Loading the analytics...</LoadingState>
      ) : report.isError ? (
        <ErrorState onRetry={() => void report.refetch()}>Failed to load the analytics.</ErrorState>
      ) : (
        <AnalyticsReport
          report={report.data}
          recruiters={mayNameRecruiters ? (recruiters.data ?? []) : undefined}
        />
      )}
    </>
  );
}
