import { Link } from 'react-router';
import { ReturnIcon, ShieldIcon, TruckIcon } from '@/components/ui/icons';
import { useStoreInfo } from '@/features/store-info/api';
import { EmailLink, GrievanceOfficer, PhoneLink } from '@/features/store-info/components/contact-lines';

const socialLinks = [
  {
    label: 'Facebook',
    href: 'https://www.facebook.com/',
    path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  },
  {
    label: 'Instagram',
    href: 'https://www.instagram.com/',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  {
    label: 'X',
    href: 'https://x.com/',
    path: 'M4 4h4.5l4 5.6L17 4h3l-6 7.2L21 20h-4.5l-4.3-6L7 20H4l6.7-8z',
  },
  {
    label: 'YouTube',
    href: 'https://www.youtube.com/',
    path: 'M21 8.5a3 3 0 0 0-2.1-2.1C17 6 12 6 12 6s-5 0-6.9.4A3 3 0 0 0 3 8.5 31 31 0 0 0 3 12a31 31 0 0 0 .1 3.5 3 3 0 0 0 2 2.1C7 18 12 18 12 18s5 0 6.9-.4a3 3 0 0 0 2.1-2.1A31 31 0 0 0 21 12a31 31 0 0 0 0-3.5zM10 15V9l5 3z',
  },
];

const promises = [
  { icon: TruckIcon, title: 'Free delivery', text: 'On every order, across India' },
  { icon: ReturnIcon, title: 'Easy returns', text: 'Ask from the order’s page' },
  { icon: ShieldIcon, title: '100% original', text: 'Straight from the brands' },
];

const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/shop', label: 'Shop' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/Legal', label: 'Legal' },
  { to: '/Privacy', label: 'Privacy' },
  { to: '/Grievance', label: 'Grievance' },
];

/**
 * The footer (docs/product/storefront.md#routes, docs/product/legal.md#footer-and-pages): About Us, Quick Links to /,
 * /shop, /about, /contact, /Legal and /Privacy, the seller and customer care from Store Settings, the grievance officer, social
 * links.
 */
export function Footer() {
  const store = useStoreInfo().data;
  const returnDays = store?.policies.return_window_days;
  return (
    <footer className="print:hidden border-t border-line bg-canvas text-ink-soft">
      <div className="mx-auto grid max-w-[1440px] gap-4 border-b border-line px-4 py-6 sm:grid-cols-3 md:px-6 lg:px-10">
        {promises.map(({ icon: Icon, title, text }) => (
          <div key={title} className="flex items-center gap-3">
            <Icon className="size-8 shrink-0 text-brand" />
            <div>
              <p className="text-sm font-bold text-ink">
                {title === 'Easy returns' && returnDays ? `Easy ${returnDays} day returns` : title}
              </p>
              <p className="text-xs">{text}</p>
            </div>
          </div>
        ))}
      </div>
      <div className="mx-auto grid max-w-[1440px] gap-8 px-4 py-10 sm:grid-cols-2 md:px-6 lg:grid-cols-4 lg:px-10">
        <div>
          <h2 className="mb-3 text-xs font-bold tracking-widest text-ink uppercase">About Us</h2>
          <p className="text-sm leading-relaxed">
            Store brings you the latest in fashion for men, women and kids: everyday T-shirts and jeans, festive sarees,
            kurtas and lehengas, sneakers, watches and toys, from brands you love, at prices that make sense.
          </p>
        </div>
        <div>
          <h2 className="mb-3 text-xs font-bold tracking-widest text-ink uppercase">Quick Links</h2>
          <ul className="space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-ink hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-xs font-bold tracking-widest text-ink uppercase">Contact</h2>
          <address className="space-y-2 text-sm not-italic">
            {store?.legal_name && <p className="font-semibold text-ink">{store.legal_name}</p>}
            {store?.address && <p>{store.address}</p>}
            {store?.seller && <p>GSTIN {store.seller.gstin}</p>}
            {store?.care.email && (
              <p>
                Customer care: <EmailLink email={store.care.email} />
              </p>
            )}
            {store?.care.phone && (
              <p>
                <PhoneLink phone={store.care.phone} />
              </p>
            )}
          </address>
          {store && (store.grievance_officer.name || store.grievance_officer.email) && (
            <>
              <h2 className="mt-5 mb-2 text-xs font-bold tracking-widest text-ink uppercase">Grievance Officer</h2>
              <address className="space-y-1 text-sm not-italic">
                <GrievanceOfficer officer={store.grievance_officer} />
              </address>
            </>
          )}
        </div>
        <div>
          <h2 className="mb-3 text-xs font-bold tracking-widest text-ink uppercase">Follow Us</h2>
          <ul className="flex gap-3">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  className="flex size-10 items-center justify-center rounded-full bg-white text-ink shadow-sm hover:text-brand"
                >
                  <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
                    <path d={link.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-line py-4 text-center text-xs">
        © {new Date().getFullYear()} {store?.legal_name ?? 'Store'}. All rights reserved.
      </p>
    </footer>
  );
}
