import { Markdown } from '@/components/content-blocks';
import { PageHero } from '@/components/page-hero';
import { PageSeo } from '@/components/page-seo';
import type { PublicPage } from '@shared/site-content/public-data';

const formatDate = (iso: string) => {
  const date = new Date(`${iso}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
};

/** A page of plain statements (privacy notice, accessibility statement), from its stored texts. */
export function StatementPage({ page }: { page: PublicPage<'privacy' | 'accessibility'> }) {
  const { hero, updated, sections } = page.content;
  return (
    <>
      <PageSeo page={page} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <div className="bg-white py-14 sm:py-16">
        <div className="mx-auto grid max-w-3xl gap-10 px-4 sm:px-6 lg:px-8">
          {sections.map((section) => (
            <section key={section.heading} className="grid gap-3 text-lg leading-relaxed text-slate-700">
              <h2 className="text-2xl font-extrabold text-navy-950">{section.heading}</h2>
              <Markdown html={section.body} />
            </section>
          ))}
          <p className="text-sm text-slate-600">
            Last updated <time dateTime={updated}>{formatDate(updated)}</time>.
          </p>
        </div>
      </div>
    </>
  );
}
