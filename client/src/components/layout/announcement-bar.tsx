import { Link } from 'wouter';
import { ArrowRight } from '@/components/icons';
import { useSite } from '@/lib/site-data';
import { candidate, council } from '@shared/site-identity';

/** The slim bar above the header: the slogan and the one document every delegate should read. */
export function AnnouncementBar() {
  const { settings } = useSite();
  return (
    <section aria-label="Announcement" className="bg-navy-950 text-sm text-slate-200">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 sm:justify-between sm:px-6 lg:px-8">
        <p className="flex items-center gap-3">
          <span className="font-bold tracking-wide text-gold-300">{settings.slogan}</span>
          <span className="hidden text-slate-300 md:inline">
            {candidate.fullName} for President of the {council.name}
          </span>
        </p>
        <Link
          href="/letter-to-delegates"
          className="inline-flex items-center gap-1.5 font-semibold text-white underline-offset-4 hover:underline"
        >
          Read the Letter to Delegates
          <ArrowRight className="size-4" />
        </Link>
      </div>
    </section>
  );
}
