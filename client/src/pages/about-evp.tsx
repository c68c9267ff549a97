import { BioLayout } from '@/components/bio/bio-layout';
import { BioSection, Timeline } from '@/components/bio/bio-section';
import { CheckList, Paragraphs } from '@/components/content-blocks';
import { Seo } from '@/components/seo';
import { campaign, personByKey } from '@shared/content/campaign';
import { evpBio } from '@shared/content/bios/evp';
import { pages } from '@shared/content/pages';

const evp = personByKey('evp');

export default function AboutEvpPage() {
  return (
    <>
      <Seo {...pages.aboutEvp} />
      <BioLayout
        person={evp}
        lead={evpBio.lead}
        facts={[
          { label: 'Running for', value: `${evp.shortOffice}, ${campaign.councilShort}` },
          { label: 'Current role', value: 'Council Legislative Coordinator' },
          { label: 'Organizing reach', value: 'Three regions' },
          { label: 'Service', value: 'U.S. Army veteran' },
        ]}
      >
        <BioSection title="Biography">
          <Paragraphs items={evpBio.biography} />
        </BioSection>
        <BioSection title="Experience">
          <Timeline items={evpBio.experience} />
        </BioSection>
        <BioSection title="Training">
          <CheckList items={evpBio.training} />
        </BioSection>
        <BioSection title="Political and Community Work">
          <div className="grid gap-6 md:grid-cols-2">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold">Political Action</h3>
              <div className="mt-4">
                <CheckList items={evpBio.political} />
              </div>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold">In the Community</h3>
              <div className="mt-4">
                <CheckList items={evpBio.community} />
              </div>
            </div>
          </div>
        </BioSection>
      </BioLayout>
    </>
  );
}
