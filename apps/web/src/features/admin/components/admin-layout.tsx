import { NavLink, Outlet, useLocation } from 'react-router';
import { allowedLinks, type AdminPath } from '@/lib/permissions';
import { useAdminAccess } from '@/stores/permissions';

interface AdminSection {
  label: string;
  to: AdminPath;
  also?: RegExp;
}

/**
 * The admin lists, in the order staff use them (docs/product/admin.md#screens), each shown to whoever holds its
 * permission (docs/product/admin.md#what-each-role-sees).
 */
export const adminSections: readonly AdminSection[] = [
  { label: 'Orders', to: '/ManageOrders', also: /^\/(manageorders\/|creditnote\/)/i },
  {
    label: 'Products',
    to: '/Product',
    also: /^\/(productvariation|variationattributevalue|productimageupload|productimagevarupload|catalogueimport)/i,
  },
  { label: 'Collections', to: '/CategoryParent' },
  { label: 'Categories', to: '/Category' },
  { label: 'Brands', to: '/Brand' },
  { label: 'Attributes', to: '/VariationAttribute' },
  { label: 'Size Charts', to: '/SizeCharts' },
  { label: 'Customers', to: '/Customers', also: /^\/customers\//i },
  { label: 'Inventory', to: '/Inventory' },
  { label: 'Reviews', to: '/Reviews' },
  { label: 'Grievances', to: '/Grievances' },
  { label: 'Coupons', to: '/Coupons' },
  { label: 'Delivery', to: '/Delivery' },
  { label: 'Staff', to: '/Staff' },
  { label: 'Audit log', to: '/AuditLog' },
  { label: 'Store Settings', to: '/StoreSettings' },
  { label: 'Breaches', to: '/Breaches' },
  { label: 'Security', to: '/Security' },
];

/** The frame of every admin page: a section bar (a scrolling strip on phones) above the page. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const { access } = useAdminAccess();
  return (
    <div className="min-h-[70vh] bg-canvas pb-16 print:min-h-0 print:bg-white print:pb-0">
      <div className="border-b border-line bg-white print:hidden">
        <nav
          aria-label="Admin"
          className="scrollbar-none mx-auto flex max-w-[1440px] gap-1 overflow-x-auto px-2 md:px-8"
        >
          {allowedLinks(adminSections, access).map((section) => {
            const alsoActive = section.also?.test(pathname) ?? false;
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
