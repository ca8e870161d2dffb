// app-config.json `providerExtensions` (ARCHITECTURE.md §8): the extensions beyond SPEC §7 the deployment's provider
// speaks. Unknown or mistyped entries are dropped, so a typo falls back to SPEC §7 alone, never to a half-known mode.

export const PROVIDER_EXTENSIONS = ['proof', 'webAccount', 'dataExport'] as const;
export type ProviderExtension = (typeof PROVIDER_EXTENSIONS)[number];

const isExtension = (v: unknown): v is ProviderExtension => (PROVIDER_EXTENSIONS as readonly unknown[]).includes(v);

/** The known extensions the raw value lists, once each, in its order; anything but an array lists none. */
export function parseProviderExtensions(raw: unknown): ProviderExtension[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isExtension).filter((name, i, all) => all.indexOf(name) === i);
}
