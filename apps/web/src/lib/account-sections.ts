/**
 * The account side menu's sections, the same on /Profile and /Orders (docs/product/accounts.md#profile); each page
 * says which entries link where, and the others are plain text.
 */
const ACCOUNT_SECTIONS = [
  { title: 'ORDERS', labels: ['Orders & Returns'] },
  { title: 'CREDITS', labels: ['Coupons', 'Store Credit', 'StoreCash'] },
  { title: 'ACCOUNT', labels: ['Profile', 'Notifications', 'Saved Cards', 'Addresses', 'Store Insider', 'Privacy'] },
] as const;

export interface AccountMenuSection {
  title: string;
  items: Array<{ label: string; to?: string }>;
}

export function accountSections(links: Record<string, string>): AccountMenuSection[] {
  return ACCOUNT_SECTIONS.map(({ title, labels }) => ({
    title,
    items: labels.map((label) => ({ label, to: links[label] })),
  }));
}
