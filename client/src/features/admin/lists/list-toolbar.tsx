import { useId, type ReactNode } from 'react';
import { Input } from '@/components/ui/field';

interface ListToolbarProps {
  search: string;
  onSearch: (q: string) => void;
  placeholder: string;
  /** "1,234 volunteers": announced as it changes. */
  totalText: string;
  /** Filters beside the search box. */
  children?: ReactNode;
}

/** The search box, the list's filters and its total, above every admin list. */
export function ListToolbar({ search, onSearch, placeholder, totalText, children }: ListToolbarProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <div className="grid w-full gap-1.5 sm:w-72">
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          Search
        </label>
        <Input
          id={id}
          type="search"
          value={search}
          placeholder={placeholder}
          maxLength={200}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      {children}
      <p role="status" aria-live="polite" className="pb-3 text-sm font-semibold text-slate-700">
        {totalText}
      </p>
    </div>
  );
}

export const countText = (total: number, singular: string, plural = `${singular}s`) =>
  `${total.toLocaleString('en-US')} ${total === 1 ? singular : plural}`;
