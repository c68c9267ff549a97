import { useQuery } from '@tanstack/react-query';
import { adminQueries } from '@/features/admin/api/admin-queries';
import { useStoredAdmin } from '@/features/admin/auth/admin-store';
import { DelegateCountCard } from '@/features/admin/delegates/count-card';
import { NavCards } from '@/features/admin/dashboard/nav-cards';
import { NextEventCard } from '@/features/admin/events/next-event-card';
import { SignupsChart } from '@/features/admin/dashboard/signups-chart';
import { StatCards } from '@/features/admin/dashboard/stat-cards';
import { SystemStatus } from '@/features/admin/dashboard/system-status';
import { WeekVisitsCard } from '@/features/admin/dashboard/week-visits-card';
import { PageHeader } from '@/features/admin/layout/page-header';
import { can } from '@shared/roles';

export default function AdminDashboardPage() {
  const admin = useStoredAdmin();
  const stats = useQuery(adminQueries.stats());
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description={admin ? `Welcome back, ${admin.username}. Here is the campaign at a glance.` : undefined}
      />
      <div className="grid gap-10">
        {can(admin?.role, 'delegate-count') && <DelegateCountCard />}
        <StatCards stats={stats.data} isError={stats.isError} />
        <WeekVisitsCard />
        <NextEventCard />
        <SignupsChart />
        <NavCards stats={stats.data} />
        <SystemStatus />
      </div>
    </>
  );
}
