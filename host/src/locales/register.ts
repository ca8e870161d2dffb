// The 'host' namespace: each language is its own chunk, loaded only when that language is used.
import { registerLocales } from '@uc/shared';

registerLocales('host', (lang) => import(`./${lang}.json`));
