// /v2/useragreement and /v2/userprivacy (SPEC §2): query appId, language, simple. The frame address is built by
// @uc/shared's legalDocumentUrl ({privacyHost or the app's own host}[appId/]{locale}/{document}.html); the query
// language goes through SPEC §1's fallback, and without one the current locale is used.
import '../../locales/register';
import { useSearchParams } from 'react-router-dom';
import { currentLocale } from '@uc/shared';
import { legalDocumentUrl, type LegalDocument } from '@uc/shared/hosted';
import { LegalFramePage } from './legal-frame-page';
import { useAgreementConfig } from './use-agreement-config';

export function legalDocumentV2Url(document: LegalDocument, search: URLSearchParams): string {
  const language = (search.get('language') ?? '').trim();
  return legalDocumentUrl({ document, locale: language || currentLocale(), appId: search.get('appId') });
}

export function LegalDocumentV2Page({ title, document }: { title: string; document: LegalDocument }) {
  const [search] = useSearchParams();
  useAgreementConfig();
  return <LegalFramePage title={title} src={legalDocumentV2Url(document, search)} />;
}
