import { buttonClass } from '@/components/ui/button';
import { withQuery } from '@shared/public-api-urls';
import { useCan } from '../auth/use-can';

type Dataset = 'volunteers' | 'contacts' | 'newsletter' | 'endorsements' | 'testimonials' | 'rsvps';
type Filters = Record<string, string | number | undefined>;

/** How many rows the list's search and filters match, and what they are called. */
export interface Matching {
  count: number | undefined;
  noun: [string, string];
}

interface ExportLinkProps {
  dataset: Dataset;
  /** The list's search and filters: the download holds what the list shows, every page of it. */
  filters?: Filters;
  preset?: 'action-network' | 'nationbuilder';
  children?: string;
  /** With a search or filter on, the label says the download holds only the matching rows. */
  matching?: Matching;
}

const PRESET_NAMES = { 'action-network': 'Action Network', nationbuilder: 'NationBuilder' } as const;

/** Whether a search or filter narrows the list (an RSVP list's own event does not). */
const narrowed = (filters: Filters) =>
  Object.entries(filters).some(([key, value]) => key !== 'event' && value !== undefined && value !== '');

/** "Export CSV", or "Export 1 matching volunteer" while a search is on (issue 35). */
function label({ filters = {}, preset, children, matching }: ExportLinkProps) {
  if (!matching || matching.count === undefined || !narrowed(filters))
    return children ?? (preset ? `Export for ${PRESET_NAMES[preset]}` : 'Export CSV');
  const { count, noun } = matching;
  const what = `${count.toLocaleString('en-US')} matching`;
  return preset
    ? `Export ${what} for ${PRESET_NAMES[preset]}`
    : `Export ${what} ${count === 1 ? noun[0] : noun[1]}`;
}

/**
 * A plain link: the browser downloads the CSV with the session cookie, no script involved. Only an
 * admin may download a list of people (CONTRACT section 16), so other roles see no link.
 */
export function ExportLink(props: ExportLinkProps) {
  const { dataset, filters = {}, preset } = props;
  const isAdmin = useCan('admin');
  if (!isAdmin) return null;
  return (
    <a
      href={withQuery(`/api/admin/export/${dataset}.csv`, { ...filters, preset })}
      download
      className={buttonClass('outline', 'sm')}
    >
      {label(props)}
    </a>
  );
}

/** The two import presets, for volunteers, newsletter sign-ups and an event's RSVPs. */
export function PresetExportLinks({
  dataset,
  filters,
  matching,
}: Pick<ExportLinkProps, 'dataset' | 'filters' | 'matching'>) {
  return (
    <>
      <ExportLink dataset={dataset} filters={filters} preset="action-network" matching={matching} />
      <ExportLink dataset={dataset} filters={filters} preset="nationbuilder" matching={matching} />
    </>
  );
}
