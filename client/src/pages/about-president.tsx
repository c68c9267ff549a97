import { BioLayout } from '@/components/bio/bio-layout';
import { BioSection, Timeline } from '@/components/bio/bio-section';
import { CheckList, Paragraphs } from '@/components/content-blocks';
import { Seo } from '@/components/seo';
import { campaign, figures, personByKey } from '@shared/content/campaign';
import { presidentBio } from '@shared/content/bios/president';
import { pages } from '@shared/content/pages';

const president = personByKey('president');

export default function AboutPresidentPage() {
  return (
    <>
      <Seo {...pages.aboutPresident} />
      <BioLayout
        person={president}
        lead={presidentBio.lead}
        facts={[
          { label: 'Running for', value: `${president.shortOffice}, ${campaign.councilShort}` },
          { label: 'Current role', value: `President, ${campaign.local}` },
          { label: 'Membership growth', value: `${figures.membershipBefore} → ${figures.membershipAfter}` },
          { label: 'Back pay recovered', value: figures.backPay },
        ]}
      >
        <BioSection title="Biography">
          <Paragraphs items={presidentBio.biography} />
        </BioSection>
        <BioSection title="Education">
          <ol className="grid gap-4 sm:grid-cols-3">
            {presidentBio.education.map((item) => (
              <li key={item.year} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <p className="text-3xl font-extrabold text-union-600 tabular-nums">{item.year}</p>
                <h3 className="mt-2 font-bold">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.detail}</p>
              </li>
            ))}
          </ol>
        </BioSection>
        <BioSection title="Union and Legal Career">
          <Timeline items={presidentBio.career} />
        </BioSection>
        <BioSection title="Accomplishments">
          <CheckList items={presidentBio.accomplishments} />
        </BioSection>
        <BioSection title="Community Service">
          <CheckList items={presidentBio.community} />
        </BioSection>
      </BioLayout>
    </>
  );
}
