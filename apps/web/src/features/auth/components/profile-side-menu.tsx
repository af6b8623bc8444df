import { Link } from 'react-router';
import { accountSections } from '@/lib/account-sections';

/**
 * Orders & Returns, Coupons, Store Credit and StoreCash (both /StoreCredit) are links; the other entries have no screen here, and Saved Cards and Store Insider,
 * which the store does not offer, stay plain text (docs/product/accounts.md#profile).
 */
const sections = accountSections({
  'Orders & Returns': '/Orders',
  Coupons: '/MyCoupons',
  'Store Credit': '/StoreCredit',
  StoreCash: '/StoreCredit',
  Notifications: '/Profile/Notifications',
  Privacy: '/Profile/Privacy',
});

export function ProfileSideMenu() {
  return (
    <nav aria-label="Account" className="shrink-0 rounded-lg border border-line bg-white py-2 md:w-60">
      {sections.map((section) => (
        <div key={section.title} className="border-b border-line px-5 py-3 last:border-b-0">
          <p className="text-xs font-bold tracking-widest text-muted">{section.title}</p>
          <ul className="mt-2 space-y-1">
            {section.items.map((item) => (
              <li key={item.label} className="text-sm">
                {item.to ? (
                  <Link to={item.to} className="block py-1 font-medium text-ink hover:text-brand">
                    {item.label}
                  </Link>
                ) : (
                  <span
                    aria-current={item.label === 'Profile' ? 'page' : undefined}
                    className={`block py-1 ${item.label === 'Profile' ? 'font-bold text-brand' : 'text-muted'}`}
                  >
                    {item.label}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
