import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useHoverMenu } from '@/hooks/use-hover-menu';
import { hoverMenus, subcategoryPath, type MenuSection } from './navigation';

/** A hover menu closes 200 ms after the pointer leaves (docs/product/storefront.md#limits). */
const CLOSE_DELAY_MS = 200;

function MenuItem({ section }: { section: MenuSection }) {
  const { open, setOpen, handlers } = useHoverMenu(CLOSE_DELAY_MS);
  const menuId = `menu-${section.label.toLowerCase()}`;
  // The menu's links are made the first time it opens, not with every page: three hidden menus were a tenth of the
  // home page's elements (docs/product/storefront.md#page-weight).
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  return (
    <li
      className="relative flex h-full items-center"
      {...handlers}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <NavLink
        to={section.path}
        aria-controls={menuId}
        aria-expanded={open}
        className={({ isActive }) =>
          `flex h-full items-center border-b-4 px-4 text-sm font-bold tracking-wider uppercase transition-colors ${
            open || isActive ? 'border-brand text-ink' : 'border-transparent text-ink-soft'
          }`
        }
      >
        {section.label}
      </NavLink>
      <div
        id={menuId}
        hidden={!open}
        className="absolute top-full left-0 z-40 animate-fade-in rounded-b-lg border border-t-0 border-line bg-white shadow-xl"
      >
        {opened && (
          <div className="flex gap-10 px-8 py-6">
            {section.groups.map((group) => (
              <div key={group.title} className="min-w-36">
                <p className="mb-3 text-sm font-bold text-brand">{group.title}</p>
                <ul className="space-y-2">
                  {group.items.map((item) => (
                    <li key={item}>
                      <Link
                        to={subcategoryPath(section.label, item)}
                        onClick={() => setOpen(false)}
                        className="text-sm text-ink-soft hover:font-semibold hover:text-ink"
                      >
                        {item}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}

export function MegaMenu() {
  return (
    <nav aria-label="Main" className="hidden h-full lg:block">
      <ul className="flex h-full">
        {hoverMenus.map((section) => (
          <MenuItem key={section.label} section={section} />
        ))}
      </ul>
    </nav>
  );
}
