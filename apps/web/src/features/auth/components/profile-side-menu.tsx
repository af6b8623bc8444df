import { Link } from 'react-router';

/** Only Orders & Returns is a link; the other entries have no screen yet (docs/product/accounts.md#profile). */
const sections = [
  { title: 'ORDERS', items: [{ label: 'Orders & Returns', to: '/Orders' }] },
  { title: 'CREDITS', items: [{ label: 'Coupons' }, { label: 'Store Credit' }, { label: 'StoreCash' }] },
  {
    title: 'ACCOUNT',
    items: [
      { label: 'Profile', current: true },
      { label: 'Saved Cards' },
      { label: 'Addresses' },
      { label: 'Store Insider' },
    ],
  },
] as const;

export function ProfileSideMenu() {
  return (
    <nav aria-label="Account" className="shrink-0 rounded-lg border border-line bg-white py-2 md:w-60">
      {sections.map((section) => (
        <div key={section.title} className="border-b border-line px-5 py-3 last:border-b-0">
          <p className="text-xs font-bold tracking-widest text-muted">{section.title}</p>
          <ul className="mt-2 space-y-1">
            {section.items.map((item) => (
              <li key={item.label} className="text-sm">
                {'to' in item ? (
                  <Link to={item.to} className="block py-1 font-medium text-ink hover:text-brand">
                    {item.label}
                  </Link>
                ) : (
                  <span
                    aria-current={'current' in item ? 'page' : undefined}
                    className={`block py-1 ${'current' in item ? 'font-bold text-brand' : 'text-ink-soft'}`}
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
