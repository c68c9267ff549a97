import { Coins, Mail, Scale, Shield } from '@/components/icons';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { PageSeo } from '@/components/page-seo';
import { usePage, useSite } from '@/lib/site-data';

// SPEC section 2: seven key principles.
const principles = [
  {
    title: 'No union funds',
    text: 'Not one dollar of union money, dues or reimbursements pays for any campaign activity.',
  },
  {
    title: 'No union time',
    text: 'Campaign work happens on personal time, never on official time or duty hours.',
  },
  {
    title: 'No union property',
    text: 'No union offices, equipment, e-mail systems, phones or mailing lists are used.',
  },
  {
    title: 'Voluntary support only',
    text: 'Every contribution and every hour of volunteer work is freely given.',
  },
  { title: 'Equal access', text: 'We ask for no advantage over any other candidate and accept none.' },
  { title: 'Honest communication', text: 'Every claim we make about our record can be checked.' },
  {
    title: 'Respect for the process',
    text: 'We follow the union constitution, the election rules and the rulings of the election committee.',
  },
];

export default function CompliancePage() {
  const page = usePage('compliance');
  const { settings } = useSite();
  return (
    <>
      <PageSeo page={page} />
      <PageHero
        eyebrow={page.content.hero.eyebrow}
        title={page.content.hero.title}
        lead={page.content.hero.lead}
      />
      <Section eyebrow="Independence" title="Independence from the Union">
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="grid gap-4 text-lg leading-relaxed text-slate-700">
            <p>{settings.independenceStatement}</p>
            <p>{page.content.independence}</p>
          </div>
          <div className="rounded-2xl bg-navy-900 p-6 text-slate-200">
            <Shield className="size-8 text-gold-300" />
            <p className="mt-4 font-semibold text-white">Member-funded. Volunteer-run. Union-independent.</p>
          </div>
        </div>
      </Section>
      <Section tone="muted" eyebrow="Money" title="Financial Transparency">
        <div className="grid gap-6 md:grid-cols-2">
          <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Coins className="size-7 shrink-0 text-union-600" />
            <p className="leading-relaxed text-slate-700">
              Contributions come only from individuals, through our crowdfunding page. We keep a record of
              every contribution and every expense.
            </p>
          </div>
          <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Scale className="size-7 shrink-0 text-union-600" />
            <p className="leading-relaxed text-slate-700">
              Campaign funds pay only for campaign costs: outreach, materials and events. We will report our
              finances as the election rules require.
            </p>
          </div>
        </div>
      </Section>
      <Section eyebrow="Our rules" title="Seven Key Principles">
        <ol className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {principles.map((principle, index) => (
            <li
              key={principle.title}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-gold-400 font-extrabold text-navy-950">
                {index + 1}
              </span>
              <div>
                <h3 className="font-bold">{principle.title}</h3>
                <p className="mt-1 leading-relaxed text-slate-600">{principle.text}</p>
              </div>
            </li>
          ))}
          <li
            aria-hidden="true"
            className="bg-hero hidden items-center justify-center rounded-2xl p-6 text-center xl:flex"
          >
            <p className="text-lg font-extrabold text-white">
              Seven principles.
              <span className="block text-gold-300">One clean campaign.</span>
            </p>
          </li>
        </ol>
      </Section>
      <Section tone="muted" eyebrow="Ethics" title="Our Commitment to Ethics">
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <p className="text-lg leading-relaxed text-slate-700">
            We hold ourselves to the highest ethical standards because members deserve leaders they can trust.
            If we make a mistake we will correct it openly, and we welcome questions from any member,
            candidate or election official.
          </p>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="font-bold">Compliance Contact</h3>
            <p className="mt-2 text-slate-600">Questions or concerns about how this campaign is run:</p>
            <a
              href={`mailto:${settings.complianceEmail}`}
              className="mt-4 inline-flex items-center gap-2 font-semibold [overflow-wrap:anywhere] text-union-600 underline underline-offset-4 hover:text-navy-900"
            >
              <Mail className="size-5 shrink-0" />
              {settings.complianceEmail}
            </a>
          </div>
        </div>
      </Section>
    </>
  );
}
