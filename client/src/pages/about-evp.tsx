import { BioLayout } from '@/components/bio/bio-layout';
import { BioSection, Timeline } from '@/components/bio/bio-section';
import { CheckList, Markdown } from '@/components/content-blocks';
import { usePage } from '@/lib/site-data';

export default function AboutEvpPage() {
  const page = usePage('aboutEvp');
  const evpBio = page.content;
  return (
    <>
      <BioLayout page={page}>
        <BioSection title="Biography">
          <Markdown html={evpBio.biography} />
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
