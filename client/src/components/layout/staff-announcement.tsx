import { ExternalLink } from '@/components/external-link';
import { useSite } from '@/lib/site-data';

/** The line staff turn on in /admin/site (CONTRACT section 13), above everything else. */
export function StaffAnnouncement() {
  const { announcement } = useSite().settings;
  if (!announcement.enabled) return null;
  return (
    <section aria-label="Campaign announcement" className="bg-gold-400 text-sm font-semibold text-navy-950">
      <p className="mx-auto max-w-7xl px-4 py-2 text-center sm:px-6 lg:px-8">
        {announcement.url ? (
          <ExternalLink href={announcement.url} className="underline underline-offset-4">
            {announcement.text}
          </ExternalLink>
        ) : (
          announcement.text
        )}
      </p>
    </section>
  );
}
