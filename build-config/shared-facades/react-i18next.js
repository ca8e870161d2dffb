// What the apps share as `react-i18next`: only the API they use (see react-router-dom.js next to this file).
export { I18nextProvider, initReactI18next, Trans, useTranslation } from '@uc/unshared/react-i18next';
