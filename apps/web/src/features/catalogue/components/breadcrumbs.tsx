import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home, Clothing, parent category, subcategory (docs/product/storefront.md#listings). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-[13px]">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
              {crumb.to && !last ? (
                <Link to={crumb.to} className="hover:text-ink hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span className={last ? 'font-semibold text-ink' : ''} aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
              {!last && <span aria-hidden="true">/</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function listingCrumbs(parent?: string, subcategory?: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }, { label: 'Clothing' }];
  if (parent) crumbs.push({ label: parent, to: `/${parent}` });
  if (subcategory) crumbs.push({ label: subcategory });
  return crumbs;
}
