import { Link } from 'wouter';
import { ArrowRight } from '@/components/icons';
import { CandidateCard } from '@/components/candidate-card';
import { Section } from '@/components/section';
import { bigButtonClass } from '@/components/ui/big-button';
import type { TeamMember } from '@shared/site-content/public-data';

/** The slate of three, each card leading to a biography. */
export function TeamSection({ team, intro }: { team: TeamMember[]; intro: string }) {
  return (
    <Section align="center" eyebrow="The leadership team" title="A Team Ready to Lead" intro={intro}>
      <div className="grid gap-6 md:grid-cols-3">
        {team.map((person) => (
          <CandidateCard key={person.key} person={person} />
        ))}
      </div>
      <div className="mt-10 text-center">
        <Link href="/about" className={bigButtonClass('outline')}>
          Meet the Team
          <ArrowRight className="size-5" />
        </Link>
      </div>
    </Section>
  );
}
