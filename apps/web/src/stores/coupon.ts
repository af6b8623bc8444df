import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// The coupon the shopper applied in the bag, carried to Payment (docs/product/checkout.md#coupons). Only the code
// is kept: what it takes off is asked of the server again for the bag as it is on each page.

interface CouponState {
  code: string | null;
  apply: (code: string) => void;
  remove: () => void;
}

const useCouponStore = create<CouponState>()(
  persist(
    (set) => ({
      code: null,
      apply: (code) => set({ code }),
      remove: () => set({ code: null }),
    }),
    {
      name: 'coupon',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ code: state.code }),
    },
  ),
);

export function useCoupon() {
  return useCouponStore();
}
