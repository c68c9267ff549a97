import { buttonClass } from '@/components/ui/button';
import { withQuery } from '@shared/public-api-urls';

type Dataset = 'volunteers' | 'contacts' | 'newsletter' | 'endorsements' | 'testimonials' | 'rsvps';

interface ExportLinkProps {
  dataset: Dataset;
  /** The list's search and filters: the download holds what the list shows, every page of it. */
  filters?: Record<string, string | number | undefined>;
  preset?: 'action-network' | 'nationbuilder';
  children?: string;
}

/** A plain link: the browser downloads the CSV with the session cookie, no script involved. */
export function ExportLink({ dataset, filters = {}, preset, children = 'Export CSV' }: ExportLinkProps) {
  return (
    <a
      href={withQuery(`/api/admin/export/${dataset}.csv`, { ...filters, preset })}
      download
      className={buttonClass('outline', 'sm')}
    >
      {children}
    </a>
  );
}

/** The two import presets, for volunteers, newsletter sign-ups and an event's RSVPs. */
export function PresetExportLinks({ dataset, filters }: Pick<ExportLinkProps, 'dataset' | 'filters'>) {
  return (
    <>
      <ExportLink dataset={dataset} filters={filters} preset="action-network">
        Export for Action Network
      </ExportLink>
      <ExportLink dataset={dataset} filters={filters} preset="nationbuilder">
        Export for NationBuilder
      </ExportLink>
    </>
  );
}
