import { CandidateCard } from '@/components/candidate-card';
import { CtaBand } from '@/components/cta-band';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { PageSeo } from '@/components/page-seo';
import { usePage, useSite } from '@/lib/site-data';

export default function AboutPage() {
  const page = usePage('about');
  const { team, settings } = useSite();
  return (
    <>
      <PageSeo page={page} />
      <PageHero
        eyebrow={page.content.hero.eyebrow}
        title={page.content.hero.title}
        lead={page.content.hero.lead}
      />
      <Section eyebrow="The slate" title="Our Candidates" align="center">
        <div className="grid gap-6 md:grid-cols-3">
          {team.map((person) => (
            <CandidateCard key={person.key} person={person} />
          ))}
        </div>
      </Section>
      <section aria-labelledby="unity-heading" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
            <div className="bg-navy-900 px-6 py-8 text-center sm:px-10">
              <h2 id="unity-heading" className="text-3xl font-extrabold text-white sm:text-4xl">
                {page.content.unityTitle}
              </h2>
              <p className="mt-2 text-lg text-gold-300">{settings.slogan}</p>
            </div>
            <dl className="grid divide-y divide-slate-200 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
              {page.content.unity.map((item) => (
                <div key={item.label} className="flex flex-col-reverse items-center px-6 py-10 text-center">
                  <dt className="mt-2 font-semibold text-slate-600">{item.label}</dt>
                  <dd className="text-5xl font-extrabold text-navy-900 tabular-nums">{item.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>
      <CtaBand
        title="See where we will lead"
        text="Read our platform for the fight ahead, then join the members building this campaign."
        primary={{ href: '/vision', label: 'Read Our Vision' }}
        secondary={{ href: '/get-involved', label: 'Get Involved' }}
      />
    </>
  );
}
