import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProfileSideMenu } from '@/features/auth/components/profile-side-menu';
import { AccountMenu } from '@/features/orders/components/account-menu';

// The account side menus of /Profile and of /Orders and /MyCoupons (docs/product/accounts.md#profile).

describe('the account side menus', () => {
  it('link Coupons to /MyCoupons, Store Credit and StoreCash to /StoreCredit, Privacy to /Profile/Privacy, and leave Saved Cards and Store Insider as plain text', () => {
    for (const menu of [<AccountMenu key="orders" />, <ProfileSideMenu key="profile" />]) {
      const html = renderToStaticMarkup(<MemoryRouter initialEntries={['/MyCoupons']}>{menu}</MemoryRouter>);
      expect(html).toMatch(/<a [^>]*href="\/MyCoupons"[^>]*>Coupons<\/a>/);
      expect(html).toMatch(/<a [^>]*href="\/StoreCredit"[^>]*>Store Credit<\/a>/);
      expect(html).toMatch(/<a [^>]*href="\/StoreCredit"[^>]*>StoreCash<\/a>/);
      expect(html).toMatch(/<a [^>]*href="\/Profile\/Privacy"[^>]*>Privacy<\/a>/);
      for (const label of ['Saved Cards', 'Store Insider']) {
        expect(html).toMatch(new RegExp(`<span[^>]*>${label}</span>`));
        expect(html).not.toMatch(new RegExp(`<a [^>]*>${label}</a>`));
      }
    }
  });
});
