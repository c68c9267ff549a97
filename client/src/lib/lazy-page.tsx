import { lazy, type ComponentProps, type ComponentType } from 'react';

/** A lazily loaded component that can be fetched ahead of its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LazyPage<C extends ComponentType<any>> = ComponentType<ComponentProps<C>> & {
  preload(): Promise<void>;
};

/**
 * React.lazy, plus `preload()`: once the module is in, the component renders it directly instead of
 * suspending. React reveals content that suspended no sooner than 300 ms after its fallback
 * appeared, so the page a visitor lands on, preloaded before the first render (main.tsx), shows
 * that much sooner; pages opened later still suspend and load as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): LazyPage<C> {
  let loaded: C | undefined;
  let loading: Promise<{ default: C }> | undefined;
  const fetchModule = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(fetchModule);
  function Page(props: ComponentProps<C>) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Page.preload = () => fetchModule().then(() => undefined);
  return Page;
}
