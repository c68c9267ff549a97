import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { buttonClass } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { LoadingState } from '@/features/admin/layout/list-states';
import { PageHeader } from '@/features/admin/layout/page-header';
import { pageQueries } from '@/features/admin/site-pages/page-api';
import { PageEditorForm } from '@/features/admin/site-pages/page-editor-form';
import { pageKeyOfPath } from '@shared/site-content/page-paths';
import { publicPageComponents } from '../public-page-components';
import { pageName } from '@/features/admin/site-pages/page-names';

const BACK = { backHref: '/admin/pages', backLabel: 'Back to Pages' };

/** The public component a page's preview renders; none for the e-mail texts, which have no page. */
function previewOf(path: string | null) {
  const key = path === null ? undefined : pageKeyOfPath(path);
  return key && publicPageComponents[key];
}

/** /admin/pages/:key: one page's head tags and texts. */
export default function AdminPageEditorPage() {
  const { key } = useParams<{ key: string }>();
  const page = useQuery(pageQueries.detail(key));
  if (page.isPending)
    return (
      <>
        <PageHeader title="Edit Page" {...BACK} />
        <LoadingState>Loading page...</LoadingState>
      </>
    );
  if (page.isError)
    return (
      <>
        <PageHeader title="Page Not Found" {...BACK} />
        <Card>
          <CardBody className="py-12 text-center">
            <p role="alert" className="text-lg text-slate-700">
              There is no editable page called “{key}”.
            </p>
            <Link href="/admin/pages" className={buttonClass('primary', 'md', 'mt-6')}>
              Back to Pages
            </Link>
          </CardBody>
        </Card>
      </>
    );
  return (
    <>
      <PageHeader
        title={`Edit Page: ${pageName(page.data.key, page.data.head.title)}`}
        description={page.data.path ?? 'The words of the automatic e-mails'}
        {...BACK}
      />
      {page.data.key === 'home' && (
        // The hero's slogan is a site setting (it is also in the header bar and footer): say where.
        <p className="mb-6 rounded-lg border border-union-100 bg-union-50 p-4 text-slate-800">
          The slogan under the hero&apos;s headline is shared with the header bar and footer: change it in{' '}
          <Link href="/admin/site" className="font-semibold text-union-600 underline">
            Site settings (Slogan)
          </Link>
          .
        </p>
      )}
      {/* Keyed by page and its loaded version only once: the form owns its values from here. */}
      <PageEditorForm key={page.data.key} page={page.data} Page={previewOf(page.data.path)} />
    </>
  );
}
