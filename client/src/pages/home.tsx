import { Seo } from '@/components/seo';
import { EndorsementQuote } from '@/components/home/endorsement-quote';
import { HomeHero } from '@/components/home/home-hero';
import { JoinCampaign } from '@/components/home/join-campaign';
import { LeadershipVideo } from '@/components/home/leadership-video';
import { PersonalStory } from '@/components/home/personal-story';
import { TeamSection } from '@/components/home/team-section';
import { VisionPillars } from '@/components/home/vision-pillars';
import { WhyCandidate } from '@/components/home/why-candidate';
import { UpcomingEvents } from '@/features/events/upcoming-events';
import { LatestNews } from '@/features/posts/latest-news';
import { pages } from '@shared/content/pages';

export default function HomePage() {
  return (
    <>
      <Seo {...pages.home} />
      <HomeHero />
      <EndorsementQuote />
      <LeadershipVideo />
      <WhyCandidate />
      <PersonalStory />
      <VisionPillars />
      <TeamSection />
      <LatestNews />
      <UpcomingEvents />
      <JoinCampaign />
    </>
  );
}
