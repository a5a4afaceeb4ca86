/** @voosh/shared: domain constants and pure functions of the backend, storefront and admin. */
export * from './brand';
export * from './roles';
export * from './session';
export * from './number';
export * from './money';
export * from './currency';
export * from './payments';
export * from './payment-currency';
export * from './order-totals';
export * from './purchase-request-status';
export * from './demo';
export * from './limits';
export * from './validation';
export * from './messages';
export * from './settings';
export * from './catalogue';
