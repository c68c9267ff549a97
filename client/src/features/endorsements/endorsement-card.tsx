import { Quote } from '@/components/icons';
import { Card } from '@/components/ui/card';

/** One endorsement: the quote, the person's name and, when given, their title. */
export function EndorsementCard({
  quote,
  name,
  title,
}: {
  quote: string;
  name: string;
  title?: string | null;
}) {
  return (
    <Card className="h-full">
      <figure className="flex h-full flex-col gap-4 p-6">
        <Quote className="size-8 text-gold-400" />
        <blockquote className="flex-1 text-slate-700">
          <p className="whitespace-pre-line">“{quote}”</p>
        </blockquote>
        <figcaption className="border-t border-slate-100 pt-4">
          <span className="block font-bold text-navy-900">{name}</span>
          {title && <span className="block text-sm text-slate-600">{title}</span>}
        </figcaption>
      </figure>
    </Card>
  );
}
