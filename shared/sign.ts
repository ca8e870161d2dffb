// `@uc/shared/sign`: the SPEC §5 signing helpers (crypto-js MD5 and Base64), a share of its own so only the pages that
// sign (the ticket form) download crypto-js.
export * from './src/api/sign-payload';
