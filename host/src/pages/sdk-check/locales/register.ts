// The 'sdkCheck' namespace: loaded with the self-check page only, one chunk per language.
import { registerLocales } from '@uc/shared';

registerLocales('sdkCheck', (lang) => import(`./${lang}.json`));
