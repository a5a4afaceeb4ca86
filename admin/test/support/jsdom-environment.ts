// The storefront's jsdom environment (with Node's fetch classes), shared by the admin's component tests.
export { default } from '../../../storefront/test/support/jsdom-environment';
