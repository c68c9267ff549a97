import { PageSeo } from '@/components/page-seo';
import { EndorsementQuote } from '@/components/home/endorsement-quote';
import { HomeHero } from '@/components/home/home-hero';
import { HomeNewsletter } from '@/features/newsletter/home-newsletter';
import { JoinCampaign } from '@/components/home/join-campaign';
import { LeadershipVideo } from '@/components/home/leadership-video';
import { PersonalStory } from '@/components/home/personal-story';
import { TeamSection } from '@/components/home/team-section';
import { VisionPillars } from '@/components/home/vision-pillars';
import { WhyCandidate } from '@/components/home/why-candidate';
import { UpcomingEvents } from '@/features/events/upcoming-events';
import { LatestNews } from '@/features/posts/latest-news';
import { usePage, useSite, useVideos } from '@/lib/site-data';

export default function HomePage() {
  // The stored texts, read once here and handed down (they came with the page's HTML).
  const page = usePage('home');
  const { settings, team } = useSite();
  const videos = useVideos();
  const featured = videos.find((video) => video.featured) ?? videos[0];
  const president = team.find((member) => member.key === 'president')!;
  const { hero, record, story, education, milestones, endorsement, teamIntro, join } = page.content;
  return (
    <>
      <PageSeo page={page} />
      <HomeHero hero={hero} settings={settings} president={president} />
      <EndorsementQuote endorsement={endorsement} />
      {featured && <LeadershipVideo video={featured} />}
      <WhyCandidate record={record} />
      <PersonalStory story={story} education={education} milestones={milestones} president={president} />
      <VisionPillars />
      <TeamSection team={team} intro={teamIntro} />
      <LatestNews />
      <UpcomingEvents />
      <HomeNewsletter />
      <JoinCampaign join={join} slogan={settings.slogan} donateUrl={settings.donateUrl} />
    </>
  );
}
