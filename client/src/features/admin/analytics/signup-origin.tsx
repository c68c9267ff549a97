import type { SignupOrigin as Origin } from '@shared/schemas/analytics';
import { sourceName } from '@shared/schemas/attribution';

/**
 * Where a sign-up came from, next to the person in the admin lists (CONTRACT section 17): its
 * source, campaign and first page, and who recruited them. Plain text, so nothing a visitor put in
 * an address can become markup.
 */
export function SignupOrigin({ source, recruitedBy }: Partial<Origin>) {
  if (!source && !recruitedBy) return null;
  const parts = [
    `Came from ${sourceName(source)}`,
    source?.utmCampaign && `campaign ${source.utmCampaign}`,
    source?.landingPath && `landed on ${source.landingPath}`,
    recruitedBy && `recruited by ${recruitedBy.name}`,
  ].filter(Boolean);
  return <p className="text-sm break-words text-slate-600">{parts.join(' · ')}</p>;
}
