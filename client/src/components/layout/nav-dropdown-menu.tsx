import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { ChevronDown } from '@/components/icons';
import { cn } from '@/lib/cn';
import { groupMatches, matchesPath, useCurrentPath, type NavGroup } from './nav-items';
import { navLinkClass } from './nav-link';

export interface NavDropdownMenuProps {
  group: NavGroup;
  /** Open at once, because the visitor asked for this menu before its code had arrived: by
   * keyboard (the first item takes focus, as Radix does) or by pointer. */
  openOnMount?: 'keyboard' | 'pointer';
  /** Take focus on mount: the stand-in trigger it replaces had it (and no menu opens). */
  autoFocus?: boolean;
}

/** One desktop dropdown (About, Platform, Get Involved), keyboard-usable through Radix's menu. */
export default function NavDropdownMenu({ group, openOnMount, autoFocus }: NavDropdownMenuProps) {
  const location = useCurrentPath();
  const active = groupMatches(group, location);
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (openOnMount !== 'keyboard') return;
    // Opened by keyboard before the code arrived: put focus on the first item, as a keyboard open does.
    const timer = setTimeout(() => content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
    return () => clearTimeout(timer);
  }, [openOnMount]);
  useEffect(() => {
    // Focusing the trigger while the menu is open would count as leaving it and close it.
    if (autoFocus && !openOnMount) trigger.current?.focus();
  }, [autoFocus, openOnMount]);
  return (
    // Not modal: a navigation menu should not hide the rest of the page from assistive technology.
    <DropdownMenu.Root modal={false} defaultOpen={openOnMount !== undefined}>
      {/* aria-current="true": the current page is inside this menu (a "page" value would claim the
          trigger itself is the page). */}
      <DropdownMenu.Trigger
        ref={trigger}
        className={cn(navLinkClass(active), 'group gap-1')}
        aria-current={active ? 'true' : undefined}
        data-active={active ? 'true' : undefined}
      >
        {group.label}
        <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          align="start"
          sideOffset={10}
          className="z-50 min-w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl shadow-navy-950/10"
        >
          {group.items.map((item) => {
            const current = matchesPath(item.href, location);
            return (
              <DropdownMenu.Item key={item.href} asChild>
                <Link
                  href={item.href}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'block rounded-lg px-3 py-2.5 outline-none data-[highlighted]:bg-union-50',
                    current && 'bg-union-50',
                  )}
                >
                  <span
                    className={cn(
                      'block text-sm font-semibold',
                      current ? 'text-union-600' : 'text-navy-900',
                    )}
                  >
                    {item.label}
                  </span>
                  {item.description && (
                    <span className="block text-xs text-slate-600">{item.description}</span>
                  )}
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
