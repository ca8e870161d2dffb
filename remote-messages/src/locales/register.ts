// Registers this remote's texts with the one i18next: each language is its own chunk, loaded on first use.
import { registerLocales } from '@uc/shared';

registerLocales('messages', (lang) => import(`./${lang}.json`));
