import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/**
 * The phone menu's open state: any navigation closes it (adjusted during render, so a tap made
 * before an effect would run is not undone), and Escape closes it and returns focus to its button.
 */
export function useMenuToggle() {
  const [open, setOpen] = useState(false);
  const [path] = useLocation();
  const [openedAt, setOpenedAt] = useState(path);
  const button = useRef<HTMLButtonElement>(null);
  if (openedAt !== path) {
    setOpenedAt(path);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, setOpen, toggle: () => setOpen((value) => !value), close: () => setOpen(false), button };
}
