import { Link } from 'wouter';
import { ArrowRight, Handshake, Heart, Shield } from '@/components/icons';
import { Section } from '@/components/section';
import { bigButtonClass } from '@/components/ui/big-button';

const pillars = [
  {
    icon: Handshake,
    title: 'Unity',
    text: 'Every local, every profession, every region at one table. A divided council cannot win this fight; a united one cannot be ignored.',
  },
  {
    icon: Heart,
    title: 'Service',
    text: 'Representation that answers the phone: trained stewards, fast grievance handling and leaders who work for members, not titles.',
  },
  {
    icon: Shield,
    title: 'Preparedness',
    text: 'A plan for every scenario: direct dues, legal readiness, a reserve and a legislative network ready before the next attack comes.',
  },
];

/** The three pillars of the platform, each a promise, all pointing to /vision. */
export function VisionPillars() {
  return (
    <Section
      tone="navy"
      align="center"
      eyebrow="Our vision"
      title="Three Pillars for a Stronger Council"
      intro="A platform built for the moment we are in."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {pillars.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-2xl border border-white/10 bg-white/5 p-8 text-left backdrop-blur-sm"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gold-400 text-navy-950">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-5 text-2xl font-extrabold text-white">{title}</h3>
            <p className="mt-3 leading-relaxed text-slate-200">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link href="/vision" className={bigButtonClass('accent')}>
          Explore Our Vision
          <ArrowRight className="size-5" />
        </Link>
      </div>
    </Section>
  );
}
