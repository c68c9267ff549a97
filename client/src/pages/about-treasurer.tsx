import { BioLayout } from '@/components/bio/bio-layout';
import { BioSection } from '@/components/bio/bio-section';
import { CheckList, Paragraphs } from '@/components/content-blocks';
import { Seo } from '@/components/seo';
import { campaign, personByKey } from '@shared/content/campaign';
import { treasurerBio } from '@shared/content/bios/treasurer';
import { pages } from '@shared/content/pages';

const treasurer = personByKey('treasurer');

export default function AboutTreasurerPage() {
  return (
    <>
      <Seo {...pages.aboutTreasurer} />
      <BioLayout
        person={treasurer}
        lead={treasurerBio.lead}
        facts={[
          { label: 'Running for', value: `${treasurer.shortOffice}, ${campaign.councilShort}` },
          { label: 'Profession', value: 'Clinical pharmacist, VA medical center' },
          { label: 'Union role', value: 'Local president' },
          { label: 'Audits', value: 'Every one clean' },
        ]}
      >
        <BioSection title="Biography">
          <Paragraphs items={treasurerBio.biography} />
        </BioSection>
        <BioSection title="Financial Stewardship">
          <ul className="grid gap-4 sm:grid-cols-2">
            {treasurerBio.stewardship.map((item) => (
              <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{item.detail}</p>
              </li>
            ))}
          </ul>
        </BioSection>
        <BioSection title="Vision for the Treasurer Role">
          <p className="mb-5 text-lg leading-relaxed text-slate-700">
            Members deserve to know where every dollar of their dues goes. As {treasurer.shortOffice},{' '}
            {treasurer.firstName} will deliver:
          </p>
          <CheckList items={treasurerBio.vision} />
        </BioSection>
      </BioLayout>
    </>
  );
}
