import { Link, NavLink } from 'react-router';
import { accountSections } from '@/lib/account-sections';

/**
 * The side menu of /Orders and /MyCoupons (the Profile page's sections): ORDERS (Orders & Returns), CREDITS (Coupons,
 * Store Credit, StoreCash), ACCOUNT (Profile, Saved Cards, Addresses, Store Insider). Entries with a page of
 * their own link to it; the others are plain text (docs/product/checkout.md#orders).
 */
const sections = accountSections({
  'Orders & Returns': '/Orders',
  Coupons: '/MyCoupons',
  'Store Credit': '/StoreCredit',
  StoreCash: '/StoreCredit',
  Notifications: '/Profile/Notifications',
  Privacy: '/Profile/Privacy',
  Profile: '/Profile',
  Addresses: '/DeliveryAddress',
});

export function AccountMenu() {
  const item = 'block whitespace-nowrap rounded-md px-3 py-2 text-sm';
  return (
    <nav aria-label="Account" className="shrink-0 md:w-56">
      <Link to="/Dashboard" className="mb-3 hidden text-lg font-bold text-ink md:block">
        Account
      </Link>
      <div className="scrollbar-none flex gap-1 overflow-x-auto rounded-lg border border-line bg-white p-2 md:block md:space-y-4 md:overflow-visible md:p-3">
        {sections.map((section) => (
          <div key={section.title} className="flex gap-1 md:block">
            <p className="hidden px-3 pb-1 text-[11px] font-bold tracking-widest text-muted md:block">
              {section.title}
            </p>
            <ul className="flex gap-1 md:block md:space-y-0.5">
              {section.items.map((entry) => (
                <li key={entry.label}>
                  {entry.to ? (
                    <NavLink
                      to={entry.to}
                      end
                      className={({ isActive }) =>
                        `${item} ${isActive ? 'bg-brand-soft font-bold text-brand-dark' : 'text-ink-soft hover:bg-canvas hover:text-ink'}`
                      }
                    >
                      {entry.label}
                    </NavLink>
                  ) : (
                    <span className={`${item} text-muted`}>{entry.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
