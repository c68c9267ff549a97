import { Link } from 'wouter';
import { ArrowRight, ExternalLink as ExternalIcon } from '@/components/icons';
import { ExternalLink } from '@/components/external-link';
import { Portrait } from '@/components/portrait';
import { bigButtonClass } from '@/components/ui/big-button';
import type { PageContent } from '@shared/site-content/pages';
import type { TeamMember } from '@shared/site-content/public-data';
import type { SiteSettings } from '@shared/site-content/settings';

interface HomeHeroProps {
  hero: PageContent<'home'>['hero'];
  settings: Pick<SiteSettings, 'donateUrl' | 'slogan' | 'secondarySlogan'>;
  president: TeamMember;
}

/** The landing hero: who is running, for what, under which slogan, and the two first actions. */
export function HomeHero({ hero, settings, president }: HomeHeroProps) {
  return (
    <section className="bg-hero relative overflow-hidden text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1.25fr_1fr] lg:px-8">
        <div>
          <p className="eyebrow text-gold-300">{hero.eyebrow}</p>
          <h1 className="mt-4 text-5xl font-extrabold text-white sm:text-6xl lg:text-7xl">{hero.name}</h1>
          <p className="mt-4 text-xl font-semibold text-slate-100 sm:text-2xl">{hero.office}</p>
          <p className="mt-6 text-3xl font-extrabold tracking-tight text-gold-300 sm:text-4xl">
            {settings.slogan}
          </p>
          <p className="mt-3 text-sm font-semibold tracking-[0.14em] text-slate-300 uppercase">
            {settings.secondarySlogan}
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <ExternalLink href={settings.donateUrl} className={bigButtonClass('accent', 'shadow-lg')}>
              Donate Now
              <ExternalIcon className="size-5" />
            </ExternalLink>
            <Link href="/get-involved" className={bigButtonClass('light')}>
              Get Involved
              <ArrowRight className="size-5" />
            </Link>
          </div>
        </div>
        <div className="relative mx-auto w-fit">
          <Portrait person={president} size="xl" className="ring-8" />
          <p className="absolute -bottom-4 -left-6 rounded-xl bg-white px-4 py-3 text-navy-900 shadow-xl sm:-left-10">
            <span className="block text-2xl font-extrabold tabular-nums">{hero.growth.value}</span>
            <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {hero.growth.label}
            </span>
          </p>
          <p className="absolute -top-2 -right-4 rounded-xl bg-gold-400 px-4 py-3 text-navy-950 shadow-xl sm:-right-8">
            <span className="block text-2xl font-extrabold tabular-nums">{hero.backPay.value}</span>
            <span className="block text-xs font-semibold tracking-wide uppercase">{hero.backPay.label}</span>
          </p>
        </div>
      </div>
      <div aria-hidden="true" className="h-1.5 bg-gradient-to-r from-gold-400 via-gold-300 to-gold-500" />
    </section>
  );
}
