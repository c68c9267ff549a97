import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AdminHead } from './admin-head';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links on the right (New Post, Export CSV). */
  actions?: ReactNode;
  /** A screen inside another (a post's editor) links back to it; the navigation reaches the rest. */
  backHref?: string | null;
  backLabel?: string;
}

/** An admin screen's title (document and heading), its back link and its main actions. */
export function PageHeader({ title, description, actions, backHref = null, backLabel }: PageHeaderProps) {
  return (
    <div className="mb-8">
      <AdminHead title={title} />
      {backHref && (
        <Link
          href={backHref}
          className="text-sm font-semibold text-union-600 hover:text-navy-900 hover:underline"
        >
          <span aria-hidden="true">← </span>
          {backLabel}
        </Link>
      )}
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{title}</h1>
          {description && <p className="mt-1 text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      </div>
    </div>
  );
}
