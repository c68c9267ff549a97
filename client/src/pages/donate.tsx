import { Link } from 'wouter';
import { ArrowRight, ExternalLink as ExternalIcon, Heart, Shield } from '@/components/icons';
import { ExternalLink } from '@/components/external-link';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { PageSeo } from '@/components/page-seo';
import { bigButtonClass } from '@/components/ui/big-button';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { usePage, useSite } from '@/lib/site-data';

/** The questions donors ask; one answer quotes the stored independence statement. */
const faqsWith = (independenceStatement: string) => [
  {
    question: 'How will my contribution be used?',
    answer:
      'Every dollar goes to reaching delegates and members: digital outreach, printed campaign materials for locals, and organizing and training events. No contribution pays salaries.',
  },
  {
    question: 'Is my personal information kept private?',
    answer:
      'Yes. We use your name and contact details only to thank you and to keep records the election rules require. We never sell or share donor information.',
  },
  {
    question: 'Does the campaign follow union election rules?',
    answer: `Yes. ${independenceStatement} Contributions come only from individuals, and we report our finances as the rules require.`,
  },
  {
    question: 'Where does my payment go?',
    answer:
      'Contributions are processed by our secure crowdfunding page, which opens in a new tab. The campaign never sees your card details.',
  },
];

export default function DonatePage() {
  const page = usePage('donate');
  const { settings } = useSite();
  return (
    <>
      <PageSeo page={page} />
      <PageHero
        eyebrow={page.content.hero.eyebrow}
        title={page.content.hero.title}
        lead={page.content.hero.lead}
      >
        <ExternalLink href={settings.donateUrl} className={bigButtonClass('accent')}>
          Donate Now
          <ExternalIcon className="size-5" />
        </ExternalLink>
      </PageHero>
      <Section align="center" eyebrow="Choose your impact" title="Every Dollar Reaches Members">
        <ul className="grid gap-6 md:grid-cols-3">
          {page.content.tiers.map((tier, index) => {
            const featured = index === 1;
            return (
              <li
                key={tier.amount}
                className={cn(
                  'relative flex flex-col rounded-2xl border bg-white p-8 text-center shadow-sm',
                  featured ? 'border-gold-400 shadow-xl ring-2 ring-gold-400' : 'border-slate-200',
                )}
              >
                <p className="text-5xl font-extrabold text-navy-900 tabular-nums">${tier.amount}</p>
                <h3 className="mt-3 text-lg font-bold">{tier.label}</h3>
                <p className="mt-2 flex-1 text-slate-600">{tier.description}</p>
                <ExternalLink
                  href={settings.donateUrl}
                  className={buttonClass(featured ? 'accent' : 'outline', 'md', 'mt-6')}
                >
                  Give ${tier.amount}
                </ExternalLink>
              </li>
            );
          })}
        </ul>
        <p className="mt-10 flex items-center justify-center gap-2 text-slate-600">
          <Heart className="size-5 shrink-0 text-gold-500" />
          Any amount helps. You choose the amount on our secure crowdfunding page.
        </p>
      </Section>
      <Section tone="muted" eyebrow="Questions" title="Donation FAQ">
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="grid content-start gap-3">
            {faqsWith(settings.independenceStatement).map((faq) => (
              <details
                key={faq.question}
                className="group rounded-xl border border-slate-200 bg-white p-5 shadow-sm open:shadow-md"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-bold text-navy-900 [&::-webkit-details-marker]:hidden">
                  {faq.question}
                  <span
                    aria-hidden="true"
                    className="text-2xl leading-none text-union-600 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="mt-3 leading-relaxed text-slate-700">{faq.answer}</p>
              </details>
            ))}
          </div>
          <div className="rounded-2xl bg-navy-900 p-6 text-slate-200 sm:p-8">
            <Shield className="size-8 text-gold-300" />
            <p className="mt-4 font-semibold text-white">{settings.independenceStatement}</p>
            <Link
              href="/compliance"
              className="mt-5 inline-flex items-center gap-1.5 font-semibold text-gold-300 underline-offset-4 hover:underline"
            >
              Read our compliance statement
              <ArrowRight className="size-4" />
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
