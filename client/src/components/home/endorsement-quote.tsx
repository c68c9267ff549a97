import { Quote } from '@/components/icons';
import type { PageContent } from '@shared/site-content/pages';

/** The retired council president's endorsement, set as a pull quote. */
export function EndorsementQuote({
  endorsement: featuredEndorsement,
}: {
  endorsement: PageContent<'home'>['endorsement'];
}) {
  return (
    <section aria-label="Endorsement" className="bg-white py-16 sm:py-20">
      <figure className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <Quote className="mx-auto size-12 text-gold-400" />
        <blockquote className="mt-6 text-xl leading-snug font-semibold text-navy-900 sm:text-3xl">
          <p>“{featuredEndorsement.quote}”</p>
        </blockquote>
        <figcaption className="mt-8">
          <span className="block text-lg font-bold text-navy-900">{featuredEndorsement.name}</span>
          <span className="block text-slate-600">{featuredEndorsement.title}</span>
        </figcaption>
      </figure>
    </section>
  );
}
