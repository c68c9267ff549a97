import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import type { NameCount } from '@shared/api-types';
import { categoriesQuery, tagsQuery } from './api';
import { useDebouncedValue } from './use-debounced-value';
import type { FilterName } from './use-updates-filters';

const SEARCH_DELAY_MS = 300;
const labelClass = 'text-sm font-semibold text-navy-900';

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState(value);
  const settled = useDebouncedValue(draft, SEARCH_DELAY_MS);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };

  // The address changed from elsewhere (Clear Filters, Back): show what it now says.
  useEffect(() => setDraft(value), [value]);

  useEffect(() => {
    const q = settled.trim();
    if (q !== latest.current.value) latest.current.onSearch(q);
  }, [settled]);

  return (
    <div className="grid gap-1.5">
      <label htmlFor="updates-search" className={labelClass}>
        Search
      </label>
      <Input
        id="updates-search"
        type="search"
        placeholder="Search updates..."
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
    </div>
  );
}

function CountSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: NameCount[] | undefined;
  onChange: (value: string) => void;
}) {
  const list = options ?? [];
  // A value from a shared link that is no longer in the list stays selectable, so it can be seen.
  const missing = value && !list.some((o) => o.name === value);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
        {missing && <option value={value}>{value} (0)</option>}
        {list.map((o) => (
          <option key={o.name} value={o.name}>
            {o.name} ({o.count})
          </option>
        ))}
      </Select>
    </div>
  );
}

interface PostFiltersProps {
  q: string;
  category: string;
  tag: string;
  hasFilters: boolean;
  onChange: (name: FilterName, value: string) => void;
  onClear: () => void;
}

/** Search, category and tag filters of /updates; counts come from the server. */
export function PostFilters({ q, category, tag, hasFilters, onChange, onClear }: PostFiltersProps) {
  const categories = useQuery(categoriesQuery());
  const tags = useQuery(tagsQuery());
  return (
    <search className="grid items-end gap-4 md:grid-cols-[2fr_1fr_1fr_auto]">
      <SearchBox value={q} onSearch={(value) => onChange('q', value)} />
      <CountSelect
        id="updates-category"
        label="Category"
        value={category}
        options={categories.data}
        onChange={(value) => onChange('category', value)}
      />
      <CountSelect
        id="updates-tag"
        label="Tag"
        value={tag}
        options={tags.data}
        onChange={(value) => onChange('tag', value)}
      />
      {hasFilters ? (
        <Button variant="ghost" onClick={onClear} className="border border-slate-300">
          Clear Filters
        </Button>
      ) : (
        <span aria-hidden="true" className="hidden md:block" />
      )}
    </search>
  );
}
