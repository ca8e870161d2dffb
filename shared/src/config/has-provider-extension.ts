// What a page asks of the config's providerExtensions (ARCHITECTURE.md §8); a file apart, as only remote pages ask.
import { getAppConfig } from './app-config';
import type { ProviderExtension } from './provider-extensions';

/** Whether the deployment's provider speaks this ARCHITECTURE.md §8 extension (app-config.json `providerExtensions`). */
export function hasProviderExtension(name: ProviderExtension): boolean {
  return getAppConfig().providerExtensions.includes(name);
}
