// The 'deletion' texts load on demand, one language chunk at a time; every exposed page imports this first.
import { registerLocales } from '@uc/shared';

registerLocales('deletion', (lang) => import(`./${lang}.json`));
