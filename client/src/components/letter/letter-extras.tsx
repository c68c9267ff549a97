import { Link } from 'wouter';
import { Portrait } from '@/components/portrait';
import { useSite } from '@/lib/site-data';
import type { PageContent } from '@shared/site-content/pages';

/** SPEC section 2: the letter's results, as the figures it names. */
export function LetterResults({ letter }: { letter: PageContent<'letter'> }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-3">
      {letter.results.map((result, index) => (
        <li key={`${index}-${result.label}`} className="rounded-xl bg-navy-900 p-5 text-center text-white">
          <p className="text-4xl font-extrabold text-gold-300 tabular-nums">{result.value}</p>
          <p className="mt-1 font-semibold">{result.label}</p>
          {result.detail && <p className="text-sm text-slate-300">{result.detail}</p>}
        </li>
      ))}
    </ul>
  );
}

/** The two running mates, each leading to a biography. */
export function LetterRunningMates() {
  const { team } = useSite();
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {team
        .filter((person) => person.key !== 'president')
        .map((person) => (
          <li key={person.key}>
            <Link
              href={person.path}
              className="group flex items-center gap-4 rounded-xl border border-slate-200 p-4 hover:border-union-500 hover:bg-union-50"
            >
              <Portrait person={person} size="sm" className="ring-2" decorative />
              <span>
                <span className="block font-bold text-navy-900 group-hover:underline">{person.name}</span>
                <span className="block text-sm text-slate-600">{person.shortOffice}</span>
              </span>
            </Link>
          </li>
        ))}
    </ul>
  );
}
