import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button';

/**
 * What a public form gives way to after SPEC's success toast (issue 35): a lasting panel that says
 * what happened and what comes next, so nobody wonders, once the toast fades, whether it went
 * through. Focus moves to its heading, since the button that was pressed is gone; `againLabel`
 * brings the (already emptied) form back.
 */
export function FormOutcome({
  id,
  title,
  children,
  actions,
  againLabel,
  onAgain,
}: {
  /** Makes the heading's id unique on a page with two forms (/get-involved). */
  id: string;
  title: string;
  /** What happened and what comes next, as paragraphs. */
  children: ReactNode;
  /** Where to go from here: links or a share button. */
  actions?: ReactNode;
  againLabel: string;
  onAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const headingId = `${id}-outcome-heading`;
  return (
    <section
      role="status"
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border-2 border-union-600 bg-union-50 p-6 text-slate-700 sm:p-8"
    >
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-28 text-2xl font-extrabold text-navy-900"
      >
        {title}
      </h3>
      {children}
      {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
      <p>
        <button
          type="button"
          onClick={onAgain}
          className="min-h-11 font-semibold text-navy-900 underline underline-offset-2 hover:text-union-600"
        >
          {againLabel}
        </button>
      </p>
    </section>
  );
}

/** A site page offered as a next step, styled as a button. */
export function OutcomeLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={buttonClass('outline', 'md', 'h-auto min-h-11 py-2 whitespace-normal')}>
      {children}
    </Link>
  );
}
