import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Garment, kindForCategory } from '@/components/art/garment';
import { ChevronIcon, CloseIcon } from '@/components/ui/icons';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { lockPageForOverlay } from '@/lib/page-lock';
import { useAuth } from '@/stores/auth';
import { drawerMenus, subcategoryPath, type MenuSection } from './navigation';
import { useAdminLinks } from './user-menu';

type Tab = MenuSection['label'];
const tabs: Tab[] = ['Men', 'Women', 'Kids'];
const tileColours = ['#22315a', '#c7313a', '#2f7d52', '#d6a021', '#6c3d94', '#1e7d7f', '#b0532d', '#354a7e'];

/**
 * The phone drawer, 88% wide, with Men/Women/Kids tabs (Men first) and expandable groups
 * (docs/product/storefront.md#header).
 */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const links = useAdminLinks();
  const logout = useLogout();
  const [tab, setTab] = useState<Tab>('Men');
  const [expanded, setExpanded] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    return lockPageForOverlay(onKey);
  }, [open, onClose]);

  if (!open) return null;
  const linkClass = 'block py-3 text-sm font-medium text-ink';

  return (
    <div className="fixed inset-0 z-[80] lg:hidden">
      <div className="absolute inset-0 animate-fade-in bg-black/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        tabIndex={-1}
        className="absolute inset-y-0 left-0 flex w-[88%] animate-slide-in flex-col bg-white shadow-2xl outline-none"
      >
        <div className="flex items-start justify-between bg-gradient-to-br from-brand to-[#8c1240] px-5 pt-6 pb-5 text-white">
          <div>
            <p className="text-lg font-bold">{user ? `Welcome, ${user.name || user.given_name}` : 'Welcome'}</p>
            {!user && (
              <Link
                to="/Login"
                onClick={onClose}
                className="mt-1 inline-block text-sm font-semibold underline underline-offset-4"
              >
                Login
              </Link>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="rounded-full p-1 hover:bg-white/15"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>

        <div role="tablist" aria-label="Shop for" className="grid grid-cols-3 border-b border-line">
          {tabs.map((label) => (
            <button
              key={label}
              type="button"
              role="tab"
              id={`drawer-tab-${label}`}
              aria-selected={tab === label}
              aria-controls="drawer-panel"
              onClick={() => {
                setTab(label);
                setExpanded(null);
              }}
              className={`border-b-[3px] py-3 text-sm font-bold tracking-wider uppercase ${
                tab === label ? 'border-brand text-brand' : 'border-transparent text-muted'
              }`}
            >
              {label}
            </button>
          ))}
        </div>

        <div id="drawer-panel" role="tabpanel" aria-labelledby={`drawer-tab-${tab}`} className="flex-1 overflow-y-auto">
          <ul>
            {drawerMenus[tab].map((group) => {
              const isOpen = expanded === group.title;
              const groupId = `drawer-group-${tab}-${group.title.replace(/\s+/g, '-')}`;
              return (
                <li key={group.title} className="border-b border-line">
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={groupId}
                    onClick={() => setExpanded(isOpen ? null : group.title)}
                    className="flex w-full items-center justify-between px-5 py-4 text-left text-sm font-semibold text-ink"
                  >
                    {group.title}
                    <ChevronIcon className={`size-5 text-muted transition-transform ${isOpen ? 'rotate-180' : ''}`} />
                  </button>
                  <div id={groupId} hidden={!isOpen} className="grid grid-cols-3 gap-3 bg-canvas px-5 py-4">
                    {group.items.map((item, index) => (
                      <Link
                        key={item}
                        to={subcategoryPath(tab, item)}
                        onClick={onClose}
                        className="flex flex-col items-center gap-1 rounded-lg bg-white p-2 text-center text-xs font-medium text-ink shadow-sm"
                      >
                        <Garment
                          kind={kindForCategory(item)}
                          colour={tileColours[index % tileColours.length]!}
                          className="size-12"
                        />
                        {item}
                      </Link>
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>

          <div className="px-5 py-3">
            {user ? (
              <>
                <Link to="/Orders" onClick={onClose} className={linkClass}>
                  Orders
                </Link>
                <Link to="/Profile" onClick={onClose} className={linkClass}>
                  Profile
                </Link>
                {links.map((link) => (
                  <Link key={link.to} to={link.to} onClick={onClose} className={linkClass}>
                    {link.label}
                  </Link>
                ))}
                <button
                  type="button"
                  className={`${linkClass} w-full text-left`}
                  onClick={() => {
                    onClose();
                    void logout();
                  }}
                >
                  Logout
                </button>
              </>
            ) : (
              <Link to="/Login" onClick={onClose} className={linkClass}>
                Login
              </Link>
            )}
            <Link to="/Cart" onClick={onClose} className={linkClass}>
              Bag
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
