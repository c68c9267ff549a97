import { Link } from 'wouter';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { PageSeo } from '@/components/page-seo';
import { buttonClass } from '@/components/ui/button';
import { FormCard } from '@/features/forms/form-card';
import { TestimonialForm } from '@/features/testimonials/testimonial-form';
import { CampaignToolkit } from '@/features/toolkit/campaign-toolkit';
import { VolunteerForm } from '@/features/volunteers/volunteer-form';
import { usePage } from '@/lib/site-data';

export default function GetInvolvedPage() {
  const page = usePage('getInvolved');
  return (
    <>
      <PageSeo page={page} />
      <PageHero
        eyebrow={page.content.hero.eyebrow}
        title={page.content.hero.title}
        lead={page.content.hero.lead}
      />
      <Section
        eyebrow="Show up"
        title="Events"
        intro="Town halls, caucus meetings and calls with the team, in person and online."
      >
        {/* May wrap: on a 390 px phone the one-line label was 4 px wider than the screen. */}
        <Link
          href="/events"
          className={buttonClass(
            'primary',
            'lg',
            'h-auto min-h-13 max-w-full py-3 text-center whitespace-normal',
          )}
        >
          See upcoming events and RSVP
        </Link>
      </Section>
      <section className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <FormCard
            headingId="join-the-team-heading"
            title="Join the Team"
            intro="Sign up and we will match you with the work that fits your time and skills."
          >
            <VolunteerForm labelledBy="join-the-team-heading" />
          </FormCard>
        </div>
      </section>
      <Section
        eyebrow="Spread the word"
        title="Campaign Toolkit"
        intro="Everything you need to carry the campaign into your local."
      >
        <CampaignToolkit />
      </Section>
      <section className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <FormCard
            headingId="share-your-story-heading"
            title="Share Your Story"
            intro="How has the union, or this campaign, made a difference for you? Approved stories appear on the Endorsements page."
          >
            <TestimonialForm labelledBy="share-your-story-heading" />
          </FormCard>
        </div>
      </section>
    </>
  );
}
