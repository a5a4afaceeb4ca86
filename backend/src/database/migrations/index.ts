import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122203812_initial } from './Migration20261122203812_initial';
import { Migration20261122205759_commerce } from './Migration20261122205759_commerce';
import { Migration20261123140100_request_item_quote } from './Migration20261123140100_request_item_quote';
import { Migration20261123140400_catalog_version } from './Migration20261123140400_catalog_version';
import { Migration20261123140500_payments } from './Migration20261123140500_payments';
import { Migration20261124100000_payment_review } from './Migration20261124100000_payment_review';
import { Migration20261125090000_request_customer_notes } from './Migration20261125090000_request_customer_notes';
import { Migration20261126090000_list_sort_indexes } from './Migration20261126090000_list_sort_indexes';
import { Migration20261127090000_revoked_sessions } from './Migration20261127090000_revoked_sessions';
import { Migration20261127100000_pinned_exchange_rates } from './Migration20261127100000_pinned_exchange_rates';
import { Migration20261128090000_login_attempts } from './Migration20261128090000_login_attempts';
import { Migration20261128100000_google_handoffs } from './Migration20261128100000_google_handoffs';
import { Migration20261128110000_two_factor } from './Migration20261128110000_two_factor';
import { Migration20261130110000_plans } from './Migration20261130110000_plans';
import { Migration20261201090000_plan_currency } from './Migration20261201090000_plan_currency';
import { Migration20261202090000_plan_list_indexes } from './Migration20261202090000_plan_list_indexes';
import { Migration20261203090000_audit_entries } from './Migration20261203090000_audit_entries';
import { Migration20261204090000_api_keys } from './Migration20261204090000_api_keys';
import { Migration20261130100000_stripe_customers } from './Migration20261130100000_stripe_customers';
import { Migration20261130090000_document_pdfs } from './Migration20261130090000_document_pdfs';
import { Migration20261129090000_business_documents } from './Migration20261129090000_business_documents';

/** Committed migrations, oldest first. Add each new one here. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122203812_initial', class: Migration20261122203812_initial },
  { name: 'Migration20261122205759_commerce', class: Migration20261122205759_commerce },
  { name: 'Migration20261123140100_request_item_quote', class: Migration20261123140100_request_item_quote },
  { name: 'Migration20261123140400_catalog_version', class: Migration20261123140400_catalog_version },
  { name: 'Migration20261123140500_payments', class: Migration20261123140500_payments },
  { name: 'Migration20261124100000_payment_review', class: Migration20261124100000_payment_review },
  { name: 'Migration20261125090000_request_customer_notes', class: Migration20261125090000_request_customer_notes },
  { name: 'Migration20261126090000_list_sort_indexes', class: Migration20261126090000_list_sort_indexes },
  { name: 'Migration20261127090000_revoked_sessions', class: Migration20261127090000_revoked_sessions },
  { name: 'Migration20261127100000_pinned_exchange_rates', class: Migration20261127100000_pinned_exchange_rates },
  { name: 'Migration20261128090000_login_attempts', class: Migration20261128090000_login_attempts },
  { name: 'Migration20261128100000_google_handoffs', class: Migration20261128100000_google_handoffs },
  { name: 'Migration20261128110000_two_factor', class: Migration20261128110000_two_factor },
  { name: 'Migration20261129090000_business_documents', class: Migration20261129090000_business_documents },
  { name: 'Migration20261130090000_document_pdfs', class: Migration20261130090000_document_pdfs },
  { name: 'Migration20261130100000_stripe_customers', class: Migration20261130100000_stripe_customers },
  { name: 'Migration20261130110000_plans', class: Migration20261130110000_plans },
  { name: 'Migration20261201090000_plan_currency', class: Migration20261201090000_plan_currency },
  { name: 'Migration20261202090000_plan_list_indexes', class: Migration20261202090000_plan_list_indexes },
  { name: 'Migration20261203090000_audit_entries', class: Migration20261203090000_audit_entries },
  { name: 'Migration20261204090000_api_keys', class: Migration20261204090000_api_keys },
];
