import { SUPPORT_KEYS, SUPPORT_LABELS, type DelegateCountGroup } from '@shared/delegates';

interface Group extends DelegateCountGroup {
  name: string;
}

/** One row per region or owner: seated, hard, soft and each support level. */
export function CountTable({ title, groups }: { title: string; groups: Group[] }) {
  return (
    <section className="grid gap-2">
      <h2 className="text-xl font-bold">{title}</h2>
      <div
        tabIndex={0}
        role="region"
        aria-label={title}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2">
                Name
              </th>
              <th scope="col" className="px-3 py-2">
                Seated
              </th>
              <th scope="col" className="px-3 py-2">
                Hard
              </th>
              <th scope="col" className="px-3 py-2">
                Soft
              </th>
              {SUPPORT_KEYS.map((key) => (
                <th key={key} scope="col" className="px-3 py-2">
                  <abbr title={SUPPORT_LABELS[key]} className="no-underline">
                    {key === 'unknown' ? '?' : key}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <tr key={g.name} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-2 font-semibold">
                  {g.name}
                </th>
                <td className="px-3 py-2">{g.seated}</td>
                <td className="px-3 py-2">{g.hard}</td>
                <td className="px-3 py-2">{g.soft}</td>
                {SUPPORT_KEYS.map((key) => (
                  <td key={key} className="px-3 py-2">
                    {g.bySupport[key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
