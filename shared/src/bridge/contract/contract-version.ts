// The bridge contract's version: sent with init and named in the self-check's report.
export const BRIDGE_CONTRACT_VERSION = 1;
