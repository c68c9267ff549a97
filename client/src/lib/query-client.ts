import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './api';

/** SPEC section 7's default read: GET the query key's parts joined with a slash. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => getJson(queryKey.join('/'));

// Data is never stale and queries are not retried or refetched on focus (SPEC section 7).
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: defaultQueryFn,
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
