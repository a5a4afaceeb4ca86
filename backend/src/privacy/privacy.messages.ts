import { DATA_EXPORT_TEXTS } from '@voosh/shared';

export const PRIVACY_MESSAGES = {
  userNotFound: 'User not found',
  exportNotFound: DATA_EXPORT_TEXTS.notFound,
  adminNotErased: "An admin's account is not erased: make it a customer's first",
} as const;
