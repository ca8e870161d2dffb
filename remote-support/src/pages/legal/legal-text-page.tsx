// SPEC lists /useragreement and /userprivacy without describing them; we read them as the agreement config's texts
// (contract considerations_message / privacy privacypolicy_message), shown as sanitized server HTML. SPEC §6 fetches
// agreement config only when logged in: a logged-out player reads the fixed hosted document (docs/spec-readings.md).
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import {
  EmptyState, ErrorState, PageLayout, currentLocale, getAppConfig, selectApp, selectIsLogin, useAppSelector,
  useLoadingOverlay,
} from '@uc/shared';
import { SafeHtml } from '@uc/shared/html';
import { useGetContractQuery, useGetPrivacyQuery, type LegalText } from '../../api/get-legal-texts';
import { LegalFramePage } from './legal-frame-page';
import './legal-text-page.css';

function LegalTextBody({ text }: { text: LegalText }) {
  const { t } = useTranslation('support');
  const language = currentLocale();
  const contract = useGetContractQuery({ language }, { skip: text !== 'agreement' });
  const privacy = useGetPrivacyQuery({ language }, { skip: text !== 'privacy' });
  const { data: html, isLoading, isFetching, isError, error, refetch } = text === 'agreement' ? contract : privacy;
  const loading = isLoading || (isFetching && html === undefined);
  useLoadingOverlay(loading);

  if (loading) return null; // the shared overlay shows meanwhile
  if (isError || html === undefined) return <ErrorState message={t('legal.loadFailed')} error={error} onRetry={() => void refetch()} />;
  if (!html.trim()) return <EmptyState message={t('legal.empty')} />;
  return (
    <article className="uc-legal-text">
      <SafeHtml html={html} />
    </article>
  );
}

export function LegalTextPage({ title, text }: { title: string; text: LegalText }) {
  const { t } = useTranslation('support');
  const isLogin = useAppSelector(selectIsLogin);
  const { appId, publicKey } = useAppSelector(selectApp);
  if (!isLogin) {
    const { agreementUrl, privacyUrl } = getAppConfig();
    return <LegalFramePage title={title} src={text === 'agreement' ? agreementUrl : privacyUrl} />;
  }
  // The provider call needs the game's app id and key, which only a game session brings.
  const hasGameSession = Boolean(appId && publicKey);
  return (
    <PageLayout title={title} className="uc-legal-text-page">
      {hasGameSession ? <LegalTextBody text={text} /> : <EmptyState message={t('legal.needsSession')} />}
    </PageLayout>
  );
}
