import type { AnalyticsReport as Report, Recruiter } from '@shared/schemas/analytics';
import { Card, CardBody } from '@/components/ui/card';
import { FigureTable } from './figure-table';
import { VisitsChart } from './visits-chart';

const n = (value: number) => value.toLocaleString('en-US');
const percent = (ratio: number) => `${(ratio * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/** The report's figures: totals, the chart by day, pages, sources, campaigns and recruiters. */
export function AnalyticsReport({ report, recruiters }: { report: Report; recruiters?: Recruiter[] }) {
  const totals = [
    ['Visitors', n(report.visitors)],
    ['Page views', n(report.views)],
    ['Sign-ups', n(report.signups)],
    ['Conversion', percent(report.conversion)],
  ];
  return (
    <div className="grid gap-8">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {/* A <dl> holds only <div> groups of <dt> and <dd>: each group is drawn as a card. */}
        {totals.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="mt-1 text-3xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="by-day-heading">
        <Card>
          <CardBody>
            <h2 id="by-day-heading" className="mb-4 text-lg font-bold">
              By day
            </h2>
            <VisitsChart days={report.byDay} />
          </CardBody>
        </Card>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <FigureTable
          title="Pages"
          rows={report.pages}
          rowKey={(r) => r.path}
          empty="No page views in this period."
          columns={[
            { label: 'Page', value: (r) => r.path },
            { label: 'Visitors', value: (r) => n(r.visitors), numeric: true },
            { label: 'Views', value: (r) => n(r.views), numeric: true },
            { label: 'Sign-ups', value: (r) => n(r.signups), numeric: true },
          ]}
        />
        <FigureTable
          title="Sources"
          rows={report.sources}
          rowKey={(r) => r.source}
          empty="No visits in this period."
          columns={[
            { label: 'Source', value: (r) => r.source },
            { label: 'Visitors', value: (r) => n(r.visitors), numeric: true },
            { label: 'Sign-ups', value: (r) => n(r.signups), numeric: true },
          ]}
        />
        <FigureTable
          title="Campaigns"
          rows={report.campaigns}
          rowKey={(r) => r.campaign}
          empty="No visits with a utm_campaign in this period."
          columns={[
            { label: 'Campaign', value: (r) => r.campaign },
            { label: 'Visitors', value: (r) => n(r.visitors), numeric: true },
            { label: 'Sign-ups', value: (r) => n(r.signups), numeric: true },
          ]}
        />
        {recruiters && (
          <FigureTable
            title="Recruiters"
            rows={recruiters}
            rowKey={(r) => r.name}
            empty="Nobody has signed up through a share link in this period."
            columns={[
              { label: 'Recruiter', value: (r) => r.name },
              { label: 'Sign-ups', value: (r) => n(r.signups), numeric: true },
            ]}
          />
        )}
      </div>
    </div>
  );
}
