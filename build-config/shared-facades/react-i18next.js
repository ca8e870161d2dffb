// What the apps share as `react-i18next`: only the API they use (see react-router-dom.js next to this file). No Trans:
// IsolatedText (@uc/shared) places its values itself, and Trans was 4.4 K br the idle preload fetched for nothing else.
export { I18nextProvider, initReactI18next, useTranslation } from '@uc/unshared/react-i18next';
