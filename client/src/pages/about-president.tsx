import { BioLayout } from '@/components/bio/bio-layout';
import { BioSection, Timeline } from '@/components/bio/bio-section';
import { CheckList, Markdown } from '@/components/content-blocks';
import { usePage } from '@/lib/site-data';

export default function AboutPresidentPage() {
  const page = usePage('aboutPresident');
  const bio = page.content;
  return (
    <BioLayout page={page}>
      <BioSection title="Biography">
        <Markdown html={bio.biography} />
      </BioSection>
      <BioSection title="Education">
        <ol className="grid gap-4 sm:grid-cols-3">
          {bio.education.map((item) => (
            <li
              key={item.year + item.title}
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <p className="text-3xl font-extrabold text-union-600 tabular-nums">{item.year}</p>
              <h3 className="mt-2 font-bold">{item.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.detail}</p>
            </li>
          ))}
        </ol>
      </BioSection>
      <BioSection title="Union and Legal Career">
        <Timeline items={bio.career} />
      </BioSection>
      <BioSection title="Accomplishments">
        <CheckList items={bio.accomplishments} />
      </BioSection>
      <BioSection title="Community Service">
        <CheckList items={bio.community} />
      </BioSection>
    </BioLayout>
  );
}
