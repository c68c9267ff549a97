import { buttonClass } from '@/components/ui/button';

type Dataset = 'volunteers' | 'contacts' | 'newsletter' | 'endorsements';

/** A plain link: the browser downloads the CSV with the session cookie, no script involved. */
export function ExportLink({ dataset }: { dataset: Dataset }) {
  return (
    <a href={`/api/admin/export/${dataset}.csv`} download className={buttonClass('outline', 'sm')}>
      Export CSV
    </a>
  );
}
