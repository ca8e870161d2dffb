// Types of chromium-flags.js for the TypeScript end-to-end suite.
export const CHROMIUM_PATH: string;
export function chromiumArgs(ports?: number[]): string[];
