import { BioLayout } from '@/components/bio/bio-layout';
import { BioSection } from '@/components/bio/bio-section';
import { CheckList, Markdown } from '@/components/content-blocks';
import { usePage, useSite } from '@/lib/site-data';

export default function AboutTreasurerPage() {
  const page = usePage('aboutTreasurer');
  const treasurer = useSite().team.find((member) => member.key === 'treasurer')!;
  const bio = page.content;
  return (
    <BioLayout page={page}>
      <BioSection title="Biography">
        <Markdown html={bio.biography} />
      </BioSection>
      <BioSection title="Financial Stewardship">
        <ul className="grid gap-4 sm:grid-cols-2">
          {bio.stewardship.map((item) => (
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
        <CheckList items={bio.vision} />
      </BioSection>
    </BioLayout>
  );
}
