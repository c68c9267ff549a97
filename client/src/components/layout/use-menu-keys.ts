import { useRef, type KeyboardEvent, type RefObject } from 'react';

// SPEC: "Menu type-ahead resets after 1 second."
const TYPEAHEAD_RESET_MS = 1000;

const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** Moves focus to the first (0), last (-1) or n-th item of an open menu. */
export function focusItem(menu: HTMLElement | null, index: number): void {
  const items = itemsOf(menu);
  items.at(index)?.focus();
}

/**
 * The keys of a WAI-ARIA menu inside `menu`: arrows cycle through the items, Home and End jump,
 * a typed letter moves to the next item starting with what was typed in the last second.
 * Escape and Tab are the menu button's business (closing, and where focus goes next).
 */
export function useMenuKeys(menu: RefObject<HTMLElement | null>) {
  const typed = useRef({ text: '', timer: 0 });

  return (event: KeyboardEvent<HTMLElement>) => {
    const items = itemsOf(menu.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') return move(current + 1);
    if (event.key === 'ArrowUp') return move(current < 0 ? -1 : current - 1);
    if (event.key === 'Home') return move(0);
    if (event.key === 'End') return move(-1);
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;

    const state = typed.current;
    window.clearTimeout(state.timer);
    state.text += event.key.toLowerCase();
    state.timer = window.setTimeout(() => (state.text = ''), TYPEAHEAD_RESET_MS);
    // Searching from the next item lets a repeated letter step through the items that share it.
    const order = [...items.slice(current + 1), ...items.slice(0, current + 1)];
    const match = order.find((item) => item.textContent?.trim().toLowerCase().startsWith(state.text));
    if (match) {
      event.preventDefault();
      match.focus();
    }
  };
}
