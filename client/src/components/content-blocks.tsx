import { Check } from '@/components/icons';

/** Paragraphs of running text (keys from their opening words, which are unique within a list). */
export function Paragraphs({ items }: { items: string[] }) {
  return (
    <div className="grid gap-4 text-lg leading-relaxed text-slate-700">
      {items.map((text) => (
        <p key={text.slice(0, 32)}>{text}</p>
      ))}
    </div>
  );
}

export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-gold-100 text-navy-900">
            <Check className="size-4" />
          </span>
          <span className="leading-relaxed">{item}</span>
        </li>
      ))}
    </ul>
  );
}
