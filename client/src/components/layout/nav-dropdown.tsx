import { useEffect, useState, type ComponentType } from 'react';
import { ChevronDown } from '@/components/icons';
import { cn } from '@/lib/cn';
import type { NavDropdownMenuProps } from './nav-dropdown-menu';
import { groupMatches, useCurrentPath, type NavGroup } from './nav-items';
import { navLinkClass } from './nav-link';

// Radix's menu (with floating-ui) is about a quarter of the landing page's JavaScript, and nobody
// needs it before they reach for a menu. The header draws identical stand-in triggers; the menu
// code loads on the first hover, focus or touch of any of them, or once the browser is idle.
// No Suspense here: a fallback would replace the stand-in's DOM node mid-click and lose the click.
type Menu = ComponentType<NavDropdownMenuProps>;
let loaded: Menu | undefined;
let loading: Promise<Menu> | undefined;
const listeners = new Set<(menu: Menu) => void>();

function loadMenus(): void {
  loading ??= import('./nav-dropdown-menu').then(({ default: menu }) => {
    loaded = menu;
    listeners.forEach((l) => l(menu));
    return menu;
  });
}

function useMenuComponent(): Menu | undefined {
  const [menu, setMenu] = useState(() => loaded);
  useEffect(() => {
    if (loaded) return setMenu(() => loaded);
    const onLoad = (m: Menu) => setMenu(() => m);
    listeners.add(onLoad);
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(loadMenus, { timeout: 4000 })
      : window.setTimeout(loadMenus, 2500);
    return () => {
      listeners.delete(onLoad);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return menu;
}

export function NavDropdown({ group }: { group: NavGroup }) {
  const location = useCurrentPath();
  const active = groupMatches(group, location);
  const Menu = useMenuComponent();
  const [openOnLoad, setOpenOnLoad] = useState<'keyboard' | 'pointer'>();
  const [hadFocus, setHadFocus] = useState(false);

  if (Menu) return <Menu group={group} openOnMount={openOnLoad} autoFocus={hadFocus} />;
  const wantOpen = (how: 'keyboard' | 'pointer') => {
    setOpenOnLoad((current) => current ?? how);
    loadMenus();
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-current={active ? 'true' : undefined}
      data-active={active ? 'true' : undefined}
      className={cn(navLinkClass(active), 'group gap-1')}
      onPointerEnter={loadMenus}
      onTouchStart={loadMenus}
      onFocus={() => {
        setHadFocus(true);
        loadMenus();
      }}
      onBlur={() => setHadFocus(false)}
      // Radix opens a menu on pointerdown; the stand-in remembers the same intent.
      onPointerDown={() => wantOpen('pointer')}
      onClick={() => wantOpen('pointer')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          wantOpen('keyboard');
        }
      }}
    >
      {group.label}
      <ChevronDown className="size-4" />
    </button>
  );
}
