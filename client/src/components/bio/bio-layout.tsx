import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowRight } from '@/components/icons';
import { PageHero } from '@/components/page-hero';
import { Portrait } from '@/components/portrait';
import { PageSeo } from '@/components/page-seo';
import { useSite } from '@/lib/site-data';
import type { PublicPage } from '@shared/site-content/public-data';

type BioKey = 'aboutPresident' | 'aboutEvp' | 'aboutTreasurer';

interface BioLayoutProps {
  /** The biography's stored texts: hero, lead and quick facts come from here. */
  page: PublicPage<BioKey>;
  children: ReactNode;
}

/** The frame shared by the three biographies: hero with portrait, content, and a side column. */
export function BioLayout({ page, children }: BioLayoutProps) {
  const { team } = useSite();
  const person = team.find((member) => member.page === page.key)!;
  const others = team.filter((member) => member.key !== person.key);
  const { hero, lead, facts } = page.content;
  return (
    <>
      <PageSeo page={page} />
      <PageHero
        eyebrow={hero.eyebrow}
        title={person.name}
        lead={lead}
        aside={<Portrait person={person} size="lg" />}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[1fr_20rem] lg:px-8">
        <div className="grid content-start gap-14">{children}</div>
        <div className="grid content-start gap-6">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <h2 className="text-lg font-extrabold">At a Glance</h2>
            <dl className="mt-4 grid gap-4">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-xs font-bold tracking-[0.12em] text-slate-600 uppercase">
                    {fact.label}
                  </dt>
                  <dd className="mt-0.5 font-semibold text-navy-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="rounded-2xl border border-slate-200 p-6">
            <h2 className="text-lg font-extrabold">The Slate</h2>
            <ul className="mt-4 grid gap-4">
              {others.map((member) => (
                <li key={member.key}>
                  <Link href={member.path} className="group flex items-center gap-3 rounded-lg">
                    <Portrait person={member} size="sm" className="ring-2" decorative />
                    <span>
                      <span className="block font-bold text-navy-900 group-hover:underline">
                        {member.name}
                      </span>
                      <span className="block text-sm text-slate-600">{member.shortOffice}</span>
                    </span>
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  href="/about"
                  className="inline-flex items-center gap-1.5 font-semibold text-union-600 underline-offset-4 hover:underline"
                >
                  Meet the whole team
                  <ArrowRight className="size-4" />
                </Link>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </>
  );
}
