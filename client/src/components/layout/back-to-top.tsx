import { useEffect, useState } from 'react';
import { ArrowUp } from '@/components/icons';

// Shown once the visitor has scrolled past roughly two screens of a long page.
const SHOW_AFTER_PX = 900;

/** A floating "Back to top" button that moves focus to the skip target as well as scrolling. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-navy-900 text-white shadow-lg ring-2 ring-white transition-colors hover:bg-navy-800 sm:right-6 sm:bottom-6"
      aria-label="Back to top"
    >
      <ArrowUp className="size-5" />
    </button>
  );
}
