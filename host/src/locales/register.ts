// The 'host' namespace: each language is its own chunk, loaded only when that language is used, with @uc/shared's
// 'common' texts of the same language (the same chunk name as shared/src/i18n/i18n.ts): home needs both first.
import { registerLocales } from '@uc/shared';

// English ships inside main.js, as the kernel's (shared/src/i18n/i18n.ts): the first page of every cold open is in it.
registerLocales('host', (lang) =>
  lang === 'en'
    ? import(/* webpackMode: "eager" */ './en.json')
    : import(/* webpackChunkName: "texts-[request]", webpackExclude: /[\\/]en\.json$/ */ `./${lang}.json`),
);
