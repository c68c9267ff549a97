import type { AdminPage } from '@shared/site-content/pages';
import { buttonClass } from '@/components/ui/button';

/** The real public page as saved, opened beside the editor; the e-mail texts have no page. */
export function PagePreview({ page }: { page: AdminPage }) {
  if (!page.path)
    return (
      <section
        aria-labelledby="page-preview-heading"
        className="rounded-md border border-slate-200 bg-slate-50 p-4"
      >
        <h2 id="page-preview-heading" className="text-sm font-semibold text-navy-900">
          Where these texts appear
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          In the e-mails the site sends, from the next one on. Version {page.version}.
        </p>
      </section>
    );
  return (
    <section
      aria-labelledby="page-preview-heading"
      className="rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <h2 id="page-preview-heading" className="text-sm font-semibold text-navy-900">
        Public page
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <code>{page.path}</code>, version {page.version}. A save shows on it at once.
      </p>
      <a
        href={page.path}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('outline', 'sm', 'mt-3')}
      >
        View page<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </section>
  );
}
