import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useDebouncedValue } from '@/features/posts/use-debounced-value';

const SEARCH_DELAY_MS = 300;

export interface ListParams {
  /** What the search box shows, as typed. */
  draft: string;
  setDraft: (q: string) => void;
  /** The search the list uses: the address's q, which follows the box once typing pauses. */
  q: string;
  page: number;
  setPage: (page: number) => void;
  filter: (name: string) => string;
  setFilter: (name: string, value: string) => void;
}

/**
 * An admin list's search, filter and page live in the address (?q=&helpType=&page=), so a reload,
 * a bookmark or the Back button shows the same rows. Changing the search or a filter goes to page 1.
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(q);
  const settled = useDebouncedValue(draft.trim(), SEARCH_DELAY_MS);

  const update = (changes: Record<string, string>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value && !(key === 'page' && value === '1')) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (settled !== q) update({ q: settled, page: '1' });
    // Only a settled change of the box moves the address; the address alone never rewrites the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return {
    draft,
    setDraft,
    q,
    page,
    setPage: (n) => update({ page: String(n) }),
    filter: (name) => params.get(name) ?? '',
    setFilter: (name, value) => update({ [name]: value, page: '1' }),
  };
}
