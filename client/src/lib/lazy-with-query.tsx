import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { lazyPage } from './lazy-page';

// React Query stays off the landing page's critical path: no provider sits at the root. Every
// lazily loaded page or section that fetches is wrapped in the provider here, all sharing one
// client, so the cache is common to the whole app while the hero renders without the library.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithQuery<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  fallback?: ReactNode,
) {
  return lazyPage(async () => {
    const [{ default: Component }, { QueryProvider }] = await Promise.all([
      load(),
      import('./query-provider'),
    ]);
    function WithQuery(props: ComponentProps<C>) {
      return (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      );
    }
    return { default: WithQuery };
  }, fallback);
}
