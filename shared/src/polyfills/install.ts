// Runs first in every app's entry (build-config/webpack-app.js): installs the APIs old webviews lack before any other
// module of the bundle is evaluated. See old-webviews.ts.
import { installOldWebviewPolyfills } from './old-webviews';
import { installFocusVisibleFallback } from './focus-visible-fallback';

installOldWebviewPolyfills(self as unknown as Parameters<typeof installOldWebviewPolyfills>[0]);
if (typeof window !== 'undefined') installFocusVisibleFallback(window);
