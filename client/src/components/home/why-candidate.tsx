import { Link } from 'wouter';
import { ArrowRight, Coins, Scale, Target, Users } from '@/components/icons';
import { Section } from '@/components/section';
import { StatCard } from '@/components/stat-card';
import { bigButtonClass } from '@/components/ui/big-button';
import type { PageContent } from '@shared/site-content/pages';

// The record's figures in SPEC section 2's order, each with its picture; staff may add more.
const ICONS = [Users, Scale, Coins, Target];

/** "Why {name}?": the record figures of SPEC section 2 and the way to the full letter. */
export function WhyCandidate({ record }: { record: PageContent<'home'>['record'] }) {
  return (
    <Section eyebrow={record.eyebrow} title={record.title} intro={record.intro}>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {record.stats.map((stat, index) => (
          <StatCard
            // A list staff edit: two items may read the same, their places differ.
            key={index}
            icon={ICONS[index % ICONS.length]}
            value={stat.value}
            label={stat.label}
            detail={stat.detail}
          />
        ))}
      </div>
      <Link href="/letter-to-delegates" className={bigButtonClass('primary', 'mt-10')}>
        Read the Letter to Delegates
        <ArrowRight className="size-5" />
      </Link>
    </Section>
  );
}
