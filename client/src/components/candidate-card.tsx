import { Link } from 'wouter';
import { ArrowRight } from '@/components/icons';
import { Portrait } from '@/components/portrait';
import type { TeamMember } from '@shared/site-content/public-data';

/** One member of the slate: portrait, name, office, summary and a link to the biography. */
export function CandidateCard({ person, headingLevel = 3 }: { person: TeamMember; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col items-center overflow-hidden rounded-2xl border border-slate-200 bg-white text-center shadow-sm transition-shadow hover:shadow-xl">
      <div aria-hidden="true" className="bg-hero absolute inset-x-0 top-0 h-28" />
      <Portrait person={person} size="md" className="mt-12" />
      <div className="flex flex-1 flex-col px-6 pt-5 pb-7">
        <Heading className="text-2xl font-extrabold">{person.name}</Heading>
        <p className="mt-1 text-sm font-bold tracking-wide text-union-600 uppercase">{person.shortOffice}</p>
        <p className="mt-4 flex-1 leading-relaxed text-slate-600">{person.summary}</p>
        <Link
          href={person.path}
          className="mt-6 inline-flex items-center justify-center gap-1.5 font-semibold text-navy-900 underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline"
        >
          Read {person.firstName}’s biography
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
