import { useSearchParams } from 'wouter';

export type FilterName = 'q' | 'category' | 'tag';

/**
 * The Updates list's search, filters and page, kept in the address (?q=&category=&tag=&page=) so a
 * filtered view can be shared and Back returns to it.
 */
export function useUpdatesFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const tag = params.get('tag') ?? '';
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;

  const update = (changes: Partial<Record<FilterName | 'page', string>>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );

  return {
    q,
    category,
    tag,
    page,
    hasFilters: Boolean(q || category || tag),
    /** SPEC: changing the search or a filter goes back to page 1. Typing replaces history rather than adding to it. */
    setFilter: (name: FilterName, value: string) => update({ [name]: value, page: '' }, name === 'q'),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : '' }),
    clear: () => setParams(new URLSearchParams()),
  };
}
