/**
 * What erasing an account does with each text column of every table that holds a customer's data
 * (a table with a user, request, plan or payment, an e-mail address or a recipient): `erased`
 * (emptied or replaced by AccountErasureService), `deleted` (the customer's rows go), or
 * `kept: why` (staff wrote it, it is a record the retention period keeps, or it names no one).
 * The erasure test reads the database: a text column or a customer table not listed here fails it,
 * so a new field is a decision written down here before it ships.
 */
export type ColumnErasure = 'erased' | 'deleted' | `kept: ${string}`;

const RECORD = 'kept: a record of the sale, kept for the retention period';
const NAMES_NO_ONE = 'kept: names no one';
const STAFF = 'kept: written by staff';
/** The tax a sale was made under, its country included: the tax record the law keeps for its retention period. */
const TAXED_SALE = { tax_treatment: RECORD, tax_country: RECORD, tax_rate_name: RECORD, tax_note: RECORD } as const;

export const ERASURE_OF_TEXT_COLUMNS: Readonly<Record<string, Readonly<Record<string, ColumnErasure>>>> = {
  users: {
    email: 'erased',
    password_hash: 'erased',
    google_id: 'erased',
    role: NAMES_NO_ONE,
    first_name: 'erased',
    last_name: 'erased',
    company: 'erased',
    phone: 'erased',
    industry: 'erased',
    company_size: 'erased',
    current_tools: 'erased',
    profile_picture: 'erased',
    terms_version: NAMES_NO_ONE,
    billing_country: 'erased',
    billing_region: 'erased',
    tax_id: 'erased',
    tax_exempt_reason: STAFF,
  },
  purchase_requests: {
    status: RECORD,
    approval_state: RECORD,
    source: RECORD,
    admin_notes: STAFF,
    product_type: RECORD,
    idempotency_key: NAMES_NO_ONE,
    idempotency_hash: NAMES_NO_ONE,
    customer_notes: 'erased',
    po_number: RECORD,
    ...TAXED_SALE,
  },
  purchase_request_items: { product_name: RECORD, arm_name: RECORD },
  purchase_request_events: {
    type: RECORD,
    // The erased columns of the request (as properties) are taken out of both; the rest are figures and statuses.
    before: 'erased',
    after: 'erased',
    api_key_name: STAFF,
  },
  payments: {
    kind: RECORD,
    method: RECORD,
    status: RECORD,
    currency: RECORD,
    stripe_payment_intent_id: RECORD,
    reference: RECORD,
    note: STAFF,
    failure_message: RECORD,
    review_reason: RECORD,
  },
  payment_refunds: { reason: STAFF, stripe_refund_id: RECORD },
  plans: {
    status: RECORD,
    billing: RECORD,
    currency: RECORD,
    stripe_subscription_id: RECORD,
    currency_change: RECORD,
    replaced_subscription_id: RECORD,
  },
  plan_lines: { product_name: RECORD, arm_name: RECORD, stripe_item_id: RECORD },
  plan_charges: {
    lines: RECORD,
    currency: RECORD,
    status: RECORD,
    stripe_invoice_id: RECORD,
    pay_url: RECORD,
    method: RECORD,
    reference: RECORD,
    failure_message: RECORD,
    ...TAXED_SALE,
  },
  // The company's name (table companies) is replaced when the customer was its only member (AccountErasureService).
  company_members: { role: NAMES_NO_ONE },
  // Invitations to their address, waiting or used; the audit entries about their company's members lose their address too.
  company_invitations: { email: 'deleted', role: 'deleted', token_hash: 'deleted' },
  business_documents: {
    kind: RECORD,
    number: RECORD,
    // An issued document never changes: it is kept as issued, the buyer's name on it included.
    content: RECORD,
  },
  demo_submissions: {
    name: 'erased',
    email: 'erased',
    company: 'erased',
    problem_area: 'erased',
    budget: 'erased',
    meeting_time: 'erased',
    details: 'erased',
    message: 'erased',
    status: NAMES_NO_ONE,
    admin_notes: STAFF,
  },
  outbox_messages: {
    to: 'erased',
    subject: NAMES_NO_ONE,
    from_name: 'kept: the sender, our company',
    text: 'erased',
    html: 'erased',
    status: NAMES_NO_ONE,
    last_error: NAMES_NO_ONE,
    attachments: 'erased',
  },
  stripe_customers: { stripe_customer_id: 'deleted', currency: 'deleted' },
  cart_items: {},
  data_exports: { status: 'deleted' },
  email_codes: { email: 'deleted', purpose: 'deleted', code_hash: 'deleted' },
  known_login_addresses: { email: 'deleted', address: 'deleted' },
  login_failures: { email: 'deleted', address: 'deleted' },
  idempotent_requests: { caller: 'deleted', key: 'deleted', route: 'deleted', body_hash: 'deleted', response: 'deleted' },
  google_handoffs: { code_hash: 'deleted', binding_hash: 'deleted' },
  two_factor_credentials: { secret_box: 'deleted' },
  recovery_codes: { code_hash: 'deleted' },
  revoked_sessions: {},
};

/** The columns of `table` that erasing an account empties. */
export function erasedColumns(table: keyof typeof ERASURE_OF_TEXT_COLUMNS): string[] {
  return Object.entries(ERASURE_OF_TEXT_COLUMNS[table]!)
    .filter(([, erasure]) => erasure === 'erased')
    .map(([column]) => column);
}
