import { PageHero } from '@/components/page-hero';
import { Seo } from '@/components/seo';
import type { PageMeta } from '@shared/content/pages';
import type { ContentSection } from '@shared/content/privacy';

interface StatementPageProps {
  meta: PageMeta;
  eyebrow: string;
  lead: string;
  updated: string;
  sections: ContentSection[];
}

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A page of plain statements from the content module (privacy notice, accessibility statement). */
export function StatementPage({ meta, eyebrow, lead, updated, sections }: StatementPageProps) {
  return (
    <>
      <Seo {...meta} />
      <PageHero eyebrow={eyebrow} title={meta.title} lead={lead} />
      <div className="bg-white py-14 sm:py-16">
        <div className="mx-auto grid max-w-3xl gap-10 px-4 sm:px-6 lg:px-8">
          {sections.map((section) => (
            <section key={section.heading} className="grid gap-3 text-lg leading-relaxed text-slate-700">
              <h2 className="text-2xl font-extrabold text-navy-950">{section.heading}</h2>
              {section.paragraphs?.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {section.items && (
                <ul className="grid list-disc gap-2 pl-6">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
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
