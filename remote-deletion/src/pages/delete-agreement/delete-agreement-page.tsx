// The account cancellation agreement (SPEC §2 deleteagreement): the hosted {privacyHost}{locale}/delete_agree.html
// in a frame. Query language (resolved like SPEC §1), simple=1 (no title bar), from=client (an entry page: back leaves the client).
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout, selectServerLocale, useAppSelector } from '@uc/shared';
import { HostedFrame, LEGAL_FRAME_SANDBOX, legalDocumentUrl } from '@uc/shared/hosted';

export default function DeleteAgreementPage() {
  const { t } = useTranslation('deletion');
  const [query] = useSearchParams();
  const sessionLocale = useAppSelector(selectServerLocale);
  // No language in the query: the document follows the session's language.
  const locale = query.get('language') || sessionLocale;
  const src = legalDocumentUrl({ document: 'delete_agree', locale });
  return (
    <PageLayout
      title={t('agreement.title')}
      className="uc-page--flush"
      hideTitleBar={query.get('simple') === '1'}
    >
      {/* A legal document like the others: no scripts, forms or popups in the bridged webview. */}
      <HostedFrame src={src} title={t('agreement.title')} sandbox={LEGAL_FRAME_SANDBOX} />
    </PageLayout>
  );
}
