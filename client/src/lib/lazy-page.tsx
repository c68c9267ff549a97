import {
  lazy,
  startTransition,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';

type Loading<C> = { component: C } | { error: unknown } | undefined;

/**
 * A lazily loaded component. With a `fallback`, it shows the fallback until its code is in and
 * then renders it through a state update, instead of suspending: React holds content that
 * suspended until at least 300 ms after its fallback appeared, so a page a visitor lands on waited
 * that long for nothing. The fallback and the page stay two renders, so neither is one long task,
 * and the page's render is a transition: React renders it in slices of a few milliseconds, yielding
 * to the browser between them, where an ordinary update renders a whole page in one task (the
 * long task Lighthouse counted as Total Blocking Time on /endorsements, /contact, /get-involved).
 * A failed load is thrown from render, as React.lazy does. Without a fallback it is React.lazy,
 * for a Suspense boundary above it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  fallback?: ReactNode,
): ComponentType<ComponentProps<C>> {
  let settled: Loading<C>;
  let loading: Promise<{ default: C }> | undefined;
  const fetchModule = () =>
    (loading ??= load().then(
      (module) => {
        settled = { component: module.default };
        return module;
      },
      (error: unknown) => {
        settled = { error };
        throw error;
      },
    ));

  if (fallback === undefined) return lazy(fetchModule) as unknown as ComponentType<ComponentProps<C>>;

  function Page(props: ComponentProps<C>) {
    const [state, setState] = useState<Loading<C>>(() => settled);
    useEffect(() => {
      if (state) return;
      const done = () => startTransition(() => setState(settled));
      fetchModule().then(done, done);
    }, [state]);
    if (state && 'error' in state) throw state.error;
    const Loaded = state?.component;
    return Loaded ? <Loaded {...props} /> : fallback;
  }
  return Page;
}
