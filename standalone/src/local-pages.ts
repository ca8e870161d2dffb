// Placeholder the build replaces: standalone/local-pages-loader.js generates this module from every remote's
// exposes.js ('account:./BindPhone' → () => import('<remote-account>/src/pages/bind-phone/bind-phone-page.tsx')).
export const LOCAL_PAGES: Readonly<Record<string, () => Promise<unknown>>> = {};
