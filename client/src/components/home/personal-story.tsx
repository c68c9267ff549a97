import { Link } from 'wouter';
import { ArrowRight } from '@/components/icons';
import type { PageContent } from '@shared/site-content/pages';
import type { TeamMember } from '@shared/site-content/public-data';

interface PersonalStoryProps {
  story: PageContent<'home'>['story'];
  education: PageContent<'home'>['education'];
  milestones: PageContent<'home'>['milestones'];
  president: TeamMember;
}

/** The candidate's own story, from social work to the bargaining table. */
export function PersonalStory({ story, education, milestones: later, president }: PersonalStoryProps) {
  const milestones = [
    ...education.slice(0, 2).map((item) => ({ year: item.year, text: item.title })),
    ...later,
  ];
  return (
    <section aria-labelledby="story-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:px-8">
        <div>
          <p className="eyebrow">My story</p>
          <h2 id="story-heading" className="mt-2 text-3xl font-extrabold sm:text-4xl">
            From Social Worker to Union Leader
          </h2>
          <div className="mt-6 grid gap-4 text-lg leading-relaxed text-slate-700">
            {story.map((paragraph, index) => (
              // Staff edit the list: its position is the one key two paragraphs cannot share.
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <Link
            href={president.path}
            className="mt-6 inline-flex items-center gap-1.5 font-semibold text-union-600 underline-offset-4 hover:underline"
          >
            Read {president.firstName}’s full biography
            <ArrowRight className="size-4" />
          </Link>
        </div>
        <ol
          className="relative grid content-start gap-6 border-l-2 border-gold-400 pl-8"
          aria-label="Milestones"
        >
          {milestones.map((milestone, index) => (
            <li key={`${index}-${milestone.year}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.55rem] size-4 rounded-full border-4 border-gold-400 bg-white"
              />
              <p className="text-3xl font-extrabold text-navy-900 tabular-nums">{milestone.year}</p>
              <p className="mt-1 text-slate-700">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
