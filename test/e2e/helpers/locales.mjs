// The locales the package ships, from the one list the package itself uses (the suites that run
// something in every shipped locale read it here). Needs tsx (the test runner imports it).
export { SHIPPED_LOCALES } from '../../../src/i18n/registry.ts';
