import { Link } from 'wouter';
import { ArrowRight, Coins, Scale, Target, Users } from '@/components/icons';
import { Section } from '@/components/section';
import { StatCard } from '@/components/stat-card';
import { bigButtonClass } from '@/components/ui/big-button';
import { candidate, figures } from '@shared/content/campaign';

/** "Why {name}?": the four record figures of SPEC section 2 and the way to the full letter. */
export function WhyCandidate() {
  return (
    <Section
      eyebrow="A proven record"
      title={`Why ${candidate.fullName}?`}
      intro="Delegates are choosing who will lead the council through the fight of our lives. This is what experience looks like."
    >
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          icon={Users}
          value={`${figures.membershipBefore} → ${figures.membershipAfter}`}
          label="Membership Growth"
          detail={`Grew the local from ${figures.membershipBefore} to ${figures.membershipAfter} members.`}
        />
        <StatCard
          icon={Scale}
          value={figures.arbitrationWins}
          label="Arbitration Wins"
          detail="Hundreds of arbitration and grievance wins for members."
        />
        <StatCard
          icon={Coins}
          value={figures.backPayShort}
          label="Back Pay Recovered"
          detail="Money returned to members who were shortchanged."
        />
        <StatCard
          icon={Target}
          value={figures.commitment}
          label="Member Focus"
          detail="Every decision starts with what it means for members."
        />
      </div>
      <Link href="/letter-to-delegates" className={bigButtonClass('primary', 'mt-10')}>
        Read the Letter to Delegates
        <ArrowRight className="size-5" />
      </Link>
    </Section>
  );
}
