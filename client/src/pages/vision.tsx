import { Link } from 'wouter';
import { CheckList, Paragraphs } from '@/components/content-blocks';
import { CtaBand } from '@/components/cta-band';
import { Scale, Users } from '@/components/icons';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { PageSeo } from '@/components/page-seo';
import { bigButtonClass } from '@/components/ui/big-button';
import { usePage } from '@/lib/site-data';

const frontIcons = [Users, Scale];

export default function VisionPage() {
  const page = usePage('vision');
  const platform = page.content;
  return (
    <>
      <PageSeo page={page} />
      <PageHero
        eyebrow={page.content.hero.eyebrow}
        title={page.content.hero.title}
        lead={page.content.hero.lead}
      >
        <Link href="/letter-to-delegates" className={bigButtonClass('accent')}>
          Read the Letter to Delegates
        </Link>
      </PageHero>
      <Section eyebrow="Pillar one" title="Unity and Inclusion">
        <div className="grid gap-10 lg:grid-cols-2">
          <Paragraphs items={platform.unity.text} />
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
            <h3 className="text-lg font-bold">Our commitments</h3>
            <div className="mt-4">
              <CheckList items={platform.unity.commitments} />
            </div>
          </div>
        </div>
      </Section>
      <Section tone="navy" eyebrow="The fight" title="Fighting the Executive Order">
        <div className="grid max-w-3xl gap-4 text-lg leading-relaxed text-slate-200">
          {platform.executiveOrder.map((text) => (
            <p key={text.slice(0, 24)}>{text}</p>
          ))}
        </div>
      </Section>
      <Section tone="muted" eyebrow="Proven results" title="Results, Not Promises">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {platform.results.map((result) => (
            <li key={result.label} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-4xl font-extrabold text-navy-900 tabular-nums">{result.value}</p>
              <p className="mt-2 text-slate-600">{result.label}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        eyebrow="Strategy"
        title="A Two-Front Strategy"
        intro="We will fight in Congress and in the courts at the same time, because either one alone is not enough."
      >
        <div className="grid gap-6 md:grid-cols-2">
          {platform.fronts.map((front, index) => {
            const Icon = frontIcons[index];
            return (
              <article
                key={front.title}
                className="rounded-2xl border-t-4 border-gold-400 bg-white p-8 shadow-md"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-navy-900 text-gold-300">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-5 text-2xl font-extrabold">{front.title}</h3>
                <p className="mt-3 leading-relaxed text-slate-600">{front.text}</p>
                <div className="mt-5">
                  <CheckList items={front.points} />
                </div>
              </article>
            );
          })}
        </div>
      </Section>
      <Section tone="muted" eyebrow="The platform" title="A Comprehensive Platform">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {platform.planks.map((plank) => (
            <li key={plank.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold">{plank.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{plank.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section eyebrow="Preparedness" title={page.content.survivalTitle} intro={page.content.survivalIntro}>
        <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {platform.survivalPlan.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl bg-navy-900 p-6 text-slate-200">
              <p className="text-sm font-bold tracking-wide text-gold-300 uppercase">
                Step {index + 1} · {step.period}
              </p>
              <h3 className="mt-2 text-2xl font-extrabold text-white">{step.title}</h3>
              <p className="mt-2 leading-relaxed">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <CtaBand
        title="Help us win this fight"
        text="Volunteer, talk to your delegates and bring your local into the campaign."
        primary={{ href: '/get-involved', label: 'Get Involved' }}
        secondary={{ href: '/letter-to-delegates', label: 'Letter to Delegates' }}
      />
    </>
  );
}
