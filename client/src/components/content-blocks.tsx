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

/**
 * A stored markdown text, rendered and sanitized by the server (CONTRACT section 13, as post bodies
 * are): the HTML is the server's, never built from anything in the browser.
 */
export function Markdown({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={
        className ??
        'grid gap-4 text-lg leading-relaxed text-slate-700 [&_a]:underline [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6'
      }
      dangerouslySetInnerHTML={{ __html: html }}
    />
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
