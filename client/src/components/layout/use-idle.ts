import { useEffect, useState } from 'react';

/**
 * True once `ready` has held and the browser has had an idle moment: for code the first screen
 * does not show, so that it loads after what the visitor came for rather than alongside it.
 */
export function useIdle(ready = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    // Safari has no requestIdleCallback: a short timer after the paint does the same there.
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [ready, idle]);
  return idle;
}
