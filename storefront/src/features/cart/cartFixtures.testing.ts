import type { CartItem } from './api/types';

const desk = { id: 1, name: 'VOOSHDesk', slug: 'vooshdesk', title: 'Front desk automation' };
const rm = { id: 2, name: 'VOOSHRm', slug: 'vooshrm', title: 'Relationship management' };

/** Two cart lines: SnapForm x2 ($250 setup, $125/mo) and AutoGreet x1 ($150.50 setup, $49.99/mo). */
export function cartItems(): CartItem[] {
  return [
    {
      id: 11,
      productName: 'SnapForm',
      quantity: 2,
      price: '125.00',
      productId: 101,
      arm: desk,
      setupCents: 25000,
      monthlyCents: 12500,
      setupPrice: '$250',
      monthlyPrice: '$125/mo',
      available: true,
    },
    {
      id: 12,
      productName: 'AutoGreet',
      quantity: 1,
      price: '49.99',
      productId: 102,
      arm: rm,
      setupCents: 15050,
      monthlyCents: 4999,
      setupPrice: '$150.50',
      monthlyPrice: '$49.99/mo',
      available: true,
    },
  ];
}
