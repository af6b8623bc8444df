import { NavLink, Outlet, useLocation } from 'react-router';

/** The catalogue's lists, in the order staff use them (docs/product/admin.md#screens). */
export const adminSections = [
  { label: 'Orders', to: '/ManageOrders', also: /^\/(manageorders\/|creditnote\/)/i },
  {
    label: 'Products',
    to: '/Product',
    also: /^\/(productvariation|variationattributevalue|productimageupload|productimagevarupload)/i,
  },
  { label: 'Collections', to: '/CategoryParent' },
  { label: 'Categories', to: '/Category' },
  { label: 'Brands', to: '/Brand' },
  { label: 'Attributes', to: '/VariationAttribute' },
  { label: 'Customers', to: '/Customers', also: /^\/customers\//i },
  { label: 'Inventory', to: '/Inventory' },
  { label: 'Reviews', to: '/Reviews' },
  { label: 'Coupons', to: '/Coupons' },
  { label: 'Delivery', to: '/Delivery' },
] as const;

/** The frame of every admin page: a section bar (a scrolling strip on phones) above the page. */
export function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <div className="min-h-[70vh] bg-canvas pb-16 print:min-h-0 print:bg-white print:pb-0">
      <div className="border-b border-line bg-white print:hidden">
        <nav
          aria-label="Admin"
          className="scrollbar-none mx-auto flex max-w-[1440px] gap-1 overflow-x-auto px-2 md:px-8"
        >
          {adminSections.map((section) => {
            const alsoActive = 'also' in section && section.also.test(pathname);
            return (
              <NavLink
                key={section.to}
                to={section.to}
                end
                className={({ isActive }) =>
                  `shrink-0 border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap transition-colors ${
                    isActive || alsoActive
                      ? 'border-brand text-brand'
                      : 'border-transparent text-ink-soft hover:text-ink'
                  }`
                }
              >
                {section.label}
              </NavLink>
            );
          })}
        </nav>
      </div>
      <div className="mx-auto max-w-[1440px] px-3 pt-5 md:px-8 md:pt-8 print:max-w-none print:p-0">
        <Outlet />
      </div>
    </div>
  );
}
