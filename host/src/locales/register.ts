// The 'host' namespace: each language is its own chunk, loaded only when that language is used, with @uc/shared's
// 'common' texts of the same language (the same chunk name as shared/src/i18n/i18n.ts): home needs both first.
import { registerLocales } from '@uc/shared';

registerLocales('host', (lang) => import(/* webpackChunkName: "texts-[request]" */ `./${lang}.json`));
