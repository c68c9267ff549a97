import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ChevronDown } from '@/components/icons';
import { cn } from '@/lib/cn';
import { groupMatches, matchesPath, useCurrentPath, type NavGroup } from './nav-items';
import { navLinkClass } from './nav-link';
import { focusItem, useMenuKeys } from './use-menu-keys';

// A menu button with no library behind it (issue 15): it is part of the first bundle, so the first
// click opens it at once, however slow the network or the CPU; Radix's menu, loaded on intent,
// could leave that click waiting for its chunk. Keyboard behaviour follows the WAI-ARIA menu button
// pattern as Radix did: Enter, Space or ArrowDown open on the first item (ArrowUp on the last),
// arrows and type-ahead move, Escape closes back to the button, Tab or a click elsewhere closes.
// Not modal: a navigation menu does not hide the rest of the page from assistive technology.

/** One desktop dropdown (About, Platform, Get Involved). */
export function NavDropdown({ group }: { group: NavGroup }) {
  const location = useCurrentPath();
  const active = groupMatches(group, location);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // Where focus goes once the menu shows: an item (keyboard) or the menu itself (pointer).
  const [focusOnOpen, setFocusOnOpen] = useState<number | 'menu'>('menu');
  const onMenuKey = useMenuKeys(menu);

  // Choosing an item (or going back) changes the page: the menu closes with it.
  const [openedAt, setOpenedAt] = useState(location);
  if (openedAt !== location) {
    setOpenedAt(location);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen === 'menu') menu.current?.focus();
    else focusItem(menu.current, focusOnOpen);
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, focusOnOpen]);

  const show = (focus: number | 'menu') => {
    setFocusOnOpen(focus);
    setOpen(true);
  };
  const closeToTrigger = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        // Tab (or anything else) taking focus out of the button and its menu closes the menu.
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {/* aria-current="true": the current page is inside this menu (a "page" value would claim the
          trigger itself is the page). */}
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-current={active ? 'true' : undefined}
        data-active={active ? 'true' : undefined}
        data-state={open ? 'open' : 'closed'}
        className={cn(navLinkClass(active), 'group gap-1')}
        // A click from the keyboard (Enter, Space) has no pointer position: detail 0.
        onClick={(event) => (open ? setOpen(false) : show(event.detail === 0 ? 0 : 'menu'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show(event.key === 'ArrowDown' ? 0 : -1);
          }
        }}
      >
        {group.label}
        <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </button>
      <div
        ref={menu}
        id={menuId}
        role="menu"
        aria-label={group.label}
        tabIndex={-1}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            return closeToTrigger();
          }
          if (event.key !== 'Tab') onMenuKey(event);
        }}
        className="absolute top-full left-0 z-50 mt-2.5 min-w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl shadow-navy-950/10 outline-none"
      >
        {group.items.map((item) => {
          const current = matchesPath(item.href, location);
          return (
            <Link
              key={item.href}
              href={item.href}
              role="menuitem"
              tabIndex={-1}
              aria-current={current ? 'page' : undefined}
              // As in Radix: the item under the pointer takes focus, so the keys carry on from there.
              onPointerMove={(event) => event.currentTarget.focus({ preventScroll: true })}
              className={cn(
                'block rounded-lg px-3 py-2.5 hover:bg-union-50 focus:bg-union-50',
                current && 'bg-union-50',
              )}
            >
              <span
                className={cn('block text-sm font-semibold', current ? 'text-union-600' : 'text-navy-900')}
              >
                {item.label}
              </span>
              {item.description && <span className="block text-xs text-slate-600">{item.description}</span>}
            </Link>
          );
        })}
      </div>
    </div>
  );
}
