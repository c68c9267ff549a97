import { Quote } from '@/components/icons';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { PageSeo } from '@/components/page-seo';
import { ApprovedEndorsements } from '@/features/endorsements/approved-endorsements';
import { EndorsementCard } from '@/features/endorsements/endorsement-card';
import { EndorsementForm } from '@/features/endorsements/endorsement-form';
import { FormCard } from '@/features/forms/form-card';
import { MemberStories } from '@/features/testimonials/member-stories';
import { usePage } from '@/lib/site-data';
import type { PageContent } from '@shared/site-content/pages';

function FeaturedQuote({ featured }: { featured: PageContent<'endorsements'>['featured'] }) {
  return (
    <section aria-label="Featured endorsement" className="bg-white py-16 sm:py-20">
      <figure className="mx-auto max-w-4xl rounded-3xl border border-gold-300 bg-gold-100/50 px-6 py-12 text-center sm:px-12">
        <Quote className="mx-auto size-12 text-gold-500" />
        <blockquote className="mt-6 text-2xl leading-snug font-semibold text-navy-900 sm:text-3xl">
          <p>“{featured.quote}”</p>
        </blockquote>
        <figcaption className="mt-8">
          <span className="block text-lg font-bold text-navy-900">{featured.name}</span>
          <span className="block text-slate-700">{featured.title}</span>
        </figcaption>
      </figure>
    </section>
  );
}

export default function EndorsementsPage() {
  const page = usePage('endorsements');
  return (
    <>
      <PageSeo page={page} />
      <PageHero
        eyebrow={page.content.hero.eyebrow}
        title={page.content.hero.title}
        lead={page.content.hero.lead}
      />
      <FeaturedQuote featured={page.content.featured} />
      <Section eyebrow="Leaders speak" title="What Union Leaders Are Saying" tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {page.content.leaders.map((e, index) => (
            <li key={`${index}-${e.name}`}>
              <EndorsementCard {...e} />
            </li>
          ))}
        </ul>
      </Section>
      <Section eyebrow="From the membership" title="Member Endorsements">
        <ApprovedEndorsements />
      </Section>
      <Section eyebrow="In their words" title="Member Stories" tone="muted">
        <MemberStories />
      </Section>
      <section className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <FormCard
            headingId="add-endorsement-heading"
            title="Add Your Endorsement"
            intro={page.content.formIntro}
          >
            <EndorsementForm
              labelledBy="add-endorsement-heading"
              placeholder={page.content.formPlaceholder}
            />
          </FormCard>
        </div>
      </section>
    </>
  );
}
