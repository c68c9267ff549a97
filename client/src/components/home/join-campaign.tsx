import { Link } from 'wouter';
import { ExternalLink as ExternalIcon } from '@/components/icons';
import { ExternalLink } from '@/components/external-link';
import { bigButtonClass } from '@/components/ui/big-button';
import type { PageContent } from '@shared/site-content/pages';

interface JoinCampaignProps {
  join: PageContent<'home'>['join'];
  slogan: string;
  donateUrl: string;
}

/** The closing call to action: give, volunteer, or add your name. */
export function JoinCampaign({ join, slogan, donateUrl }: JoinCampaignProps) {
  return (
    <section aria-labelledby="join-heading" className="bg-gold-400 py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="join-heading" className="text-3xl font-extrabold text-navy-950 sm:text-5xl">
          {join.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-navy-950">
          {join.text} <span className="font-bold">{slogan}</span>
        </p>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <ExternalLink href={donateUrl} className={bigButtonClass('primary')}>
            Donate Now
            <ExternalIcon className="size-5" />
          </ExternalLink>
          <Link href="/get-involved" className={bigButtonClass('outline', 'bg-white/30')}>
            Volunteer
          </Link>
          <Link href="/endorsements" className={bigButtonClass('outline', 'bg-white/30')}>
            Share Your Endorsement
          </Link>
        </div>
      </div>
    </section>
  );
}
