import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Card, CardBody } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format';
import { ErrorState, LoadingState } from '../layout/list-states';
import { pageQueries } from './page-api';
import { pageName } from './page-names';

/** Every editable page: its everyday name, search title, address and when it last changed. */
export function PageList() {
  const pages = useQuery(pageQueries.list());
  if (pages.isPending) return <LoadingState>Loading pages...</LoadingState>;
  if (pages.isError)
    return (
      <ErrorState onRetry={() => void pages.refetch()}>
        Failed to load the pages. Please try again.
      </ErrorState>
    );
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {pages.data.map((page) => (
        <li key={page.key}>
          <Card className="h-full">
            <CardBody className="flex h-full flex-col gap-1 p-4">
              <h2 className="text-lg font-bold">
                <Link href={`/admin/pages/${page.key}`} className="hover:text-union-600 hover:underline">
                  {pageName(page.key, page.title)}
                  <span className="sr-only"> (edit)</span>
                </Link>
              </h2>
              <p className="text-sm text-slate-700">Search title: {page.title}</p>
              <p className="text-sm text-slate-600">
                {page.path ? <code>{page.path}</code> : 'the automatic e-mails'} · changed{' '}
                <time dateTime={page.updatedAt}>{formatLongDate(page.updatedAt)}</time>
              </p>
            </CardBody>
          </Card>
        </li>
      ))}
    </ul>
  );
}
