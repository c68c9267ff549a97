import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/external-link';
import { Download, Heart, Users } from '@/components/icons';
import { buttonClass } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { useSite } from '@/lib/site-data';
import { DOCUMENT_URLS } from '@shared/site-content/public-data';
import { shareLinks } from './share-links';

const NewTab = () => <span className="sr-only"> (opens in a new tab)</span>;

function Tile({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card className="h-full">
      <CardBody className="flex h-full flex-col gap-4">
        <span className="grid size-12 place-items-center rounded-full bg-union-100 text-union-600">
          {icon}
        </span>
        <h3 className="text-xl font-bold">{title}</h3>
        <p className="flex-1 text-slate-600">{text}</p>
        <div className="flex flex-wrap gap-2">{children}</div>
      </CardBody>
    </Card>
  );
}

/** The three toolkit tiles of /get-involved, each with working links. */
export function CampaignToolkit() {
  const { settings } = useSite();
  const links = shareLinks(window.location.origin, settings.slogan);
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <Tile
        icon={<Download className="size-6" />}
        title="Download Materials"
        text="Flyers, talking points and a one-page summary of the platform to share at your local."
      >
        <a href={DOCUMENT_URLS.materials} download className={buttonClass('primary', 'sm')}>
          Download Materials
        </a>
      </Tile>
      <Tile
        icon={<Users className="size-6" />}
        title="Share on Social"
        text="Tell your co-workers and fellow members why this campaign matters."
      >
        {links.map((l) => (
          <ExternalLink key={l.network} href={l.href} className={buttonClass('outline', 'sm')}>
            Share on {l.network}
            <NewTab />
          </ExternalLink>
        ))}
      </Tile>
      <Tile
        icon={<Heart className="size-6" />}
        title="Peer Fundraising"
        text="Share the fundraising page with friends and family and multiply your support."
      >
        <ExternalLink href={settings.donateUrl} className={buttonClass('accent', 'sm')}>
          Start Fundraising
          <NewTab />
        </ExternalLink>
      </Tile>
    </div>
  );
}
