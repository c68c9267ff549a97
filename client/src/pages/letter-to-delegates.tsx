import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { CtaBand } from '@/components/cta-band';
import { Download } from '@/components/icons';
import { LetterResults, LetterRunningMates } from '@/components/letter/letter-extras';
import { PageHero } from '@/components/page-hero';
import { bigButtonClass } from '@/components/ui/big-button';
import { Markdown } from '@/components/content-blocks';
import { PageSeo } from '@/components/page-seo';
import { usePage } from '@/lib/site-data';
import type { PageContent } from '@shared/site-content/pages';
import { DOCUMENT_URLS } from '@shared/site-content/public-data';

// Sections that show more than text: the results as figures, the running mates as cards.
const extras: Record<string, ComponentType<{ letter: PageContent<'letter'> }>> = {
  results: LetterResults,
  team: LetterRunningMates,
};

export default function LetterToDelegatesPage() {
  const page = usePage('letter');
  const letter = page.content;
  return (
    <>
      <PageSeo page={page} />
      <PageHero eyebrow={letter.hero.eyebrow} title={letter.hero.title} lead={letter.hero.lead}>
        <a href={DOCUMENT_URLS.letter} download className={bigButtonClass('accent')}>
          <Download className="size-5" />
          Download the Letter (PDF)
        </a>
      </PageHero>
      <div className="bg-slate-50 py-14 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
          <nav aria-label="Letter sections" className="lg:sticky lg:top-24 lg:self-start">
            <p className="eyebrow">In this letter</p>
            <ol className="mt-3 grid gap-1 border-l-2 border-slate-200">
              {letter.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-0.5 block border-l-2 border-transparent py-1.5 pl-4 text-slate-700 hover:border-gold-400 hover:text-navy-900"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="rounded-2xl border border-slate-200 bg-white px-6 py-10 shadow-sm sm:px-12 sm:py-14">
            <div className="grid max-w-3xl gap-4 text-lg leading-relaxed text-slate-700">
              <p className="font-semibold text-navy-900">{letter.salutation}</p>
              {letter.intro.map((text) => (
                <p key={text.slice(0, 24)}>{text}</p>
              ))}
            </div>
            {letter.sections.map((section) => {
              const Extra = extras[section.id];
              return (
                <section
                  key={section.id}
                  id={section.id}
                  aria-labelledby={`${section.id}-heading`}
                  className="mt-12 max-w-3xl scroll-mt-28"
                >
                  <h2 id={`${section.id}-heading`} className="text-2xl font-extrabold sm:text-3xl">
                    {section.heading}
                  </h2>
                  <Markdown
                    html={section.body}
                    className="mt-4 grid gap-4 text-lg leading-relaxed text-slate-700 [&_a]:underline [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6 [&_ul]:marker:text-gold-500"
                  />
                  {Extra && <Extra letter={letter} />}
                </section>
              );
            })}
            <div className="mt-12 grid max-w-3xl gap-4 border-t border-slate-200 pt-8 text-lg leading-relaxed text-slate-700">
              {letter.closing.map((text) => (
                <p key={text.slice(0, 24)}>{text}</p>
              ))}
              <p>{letter.signOff}</p>
              <p>
                <span className="block text-2xl font-extrabold text-navy-900">{letter.signature}</span>
                <span className="block text-base text-slate-600">{letter.signatureTitle}</span>
              </p>
              <p className="text-base">
                <Link href="/vision" className="font-semibold text-union-600 underline underline-offset-4">
                  Read the full platform
                </Link>
              </p>
            </div>
          </article>
        </div>
      </div>
      <CtaBand
        title="Stand with us"
        text="Read the full platform, then help carry this message to every delegate."
        primary={{ href: '/get-involved', label: 'Get Involved' }}
        secondary={{ href: '/vision', label: 'Our Vision' }}
      />
    </>
  );
}
