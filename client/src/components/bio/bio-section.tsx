import { useId, type ReactNode } from 'react';
interface Milestone {
  period: string;
  role: string;
  detail: string;
}

/** One titled part of a biography. */
export function BioSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-3 text-2xl font-extrabold sm:text-3xl">
        <span aria-hidden="true" className="h-8 w-1.5 rounded-full bg-gold-400" />
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A career told as a vertical timeline, oldest first. */
export function Timeline({ items }: { items: Milestone[] }) {
  return (
    <ol className="relative grid gap-8 border-l-2 border-union-100 pl-8">
      {items.map((item) => (
        <li key={item.period + item.role} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.45rem] size-4 rounded-full border-4 border-union-500 bg-white"
          />
          <p className="text-sm font-bold tracking-wide text-union-600">{item.period}</p>
          <h3 className="mt-1 text-lg font-bold">{item.role}</h3>
          <p className="mt-1 leading-relaxed text-slate-600">{item.detail}</p>
        </li>
      ))}
    </ol>
  );
}
