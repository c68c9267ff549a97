import { campaign } from '../content/campaign.ts';
import { videos as libraryVideos } from '../content/video-library.ts';
import { leadershipVideo } from '../content/videos.ts';
import type { SiteSettings } from './settings';

// The settings and videos of a new site: today's values of shared/content/ (CONTRACT section 13).

export const seedSettings: SiteSettings = {
  donateUrl: campaign.donateUrl,
  contactEmail: campaign.contactEmail,
  mediaEmail: campaign.mediaEmail,
  complianceEmail: campaign.complianceEmail,
  social: { ...campaign.social },
  videoChannelUrl: campaign.videoChannelUrl,
  paidForBy: campaign.paidForBy,
  slogan: campaign.slogan,
  secondarySlogan: campaign.secondarySlogan,
  independenceStatement: campaign.independenceStatement,
  copyrightYear: String(campaign.copyrightYear),
  postalAddress: '',
  announcement: {
    enabled: false,
    text: 'Delegates: read the Letter to Delegates before the convention.',
    url: '',
  },
};

/** The featured video first, then the six cards of SPEC section 2, in display order. */
export const seedVideos = [leadershipVideo, ...libraryVideos].map((video, i) => ({
  youtubeId: video.id,
  title: video.title,
  description: video.description,
  category: video.category,
  duration: video.duration,
  featured: i === 0,
}));
