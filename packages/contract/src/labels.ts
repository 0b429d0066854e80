// Entry '@gprs/contract/labels': the contract's constants and pure functions that need no zod (value lists, labels,
// the exchange calendar and sessions), for bundles that must stay small (the public pages, docs/decisions/0034).
// Everything here is also exported from '@gprs/contract'.
export * from './stock/labels';
export * from './stock/calendar';
export * from './stock/hot';
export * from './stock/alert-labels';
