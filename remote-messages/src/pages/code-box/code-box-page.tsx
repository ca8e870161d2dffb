// Exposed as './CodeBox' (route /codebox): the activation-code list; needs a login and a bound mobile.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Smartphone } from 'lucide-react';
import { Button, EmptyState, ErrorState, LoginRequired, PageLayout, selectIsLogin, selectUser, useAppSelector } from '@uc/shared';
import { CodeBoxList } from './code-box-list';
import { useBoundMobile } from './use-bound-mobile';
import './code-box-page.css';

function NeedsMobile() {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  return (
    <EmptyState message={t('codeBox.needMobile')} icon={<Smartphone className="uc-icon" />}>
      <p className="uc-code-box__hint">{t('codeBox.needMobileHint')}</p>
      {/* Straight to bindPhone: SPEC drops the mobile row from manageaccount, so no phone can be bound there. */}
      <Button onClick={() => navigate('/bindPhone')}>{t('codeBox.goBind')}</Button>
    </EmptyState>
  );
}

function CodeBoxBody() {
  const { t } = useTranslation('messages');
  const user = useAppSelector(selectUser);
  const { mobile, checking, failed, error, retry } = useBoundMobile();
  if (failed) return <ErrorState message={t('codeBox.loadFailed')} error={error} onRetry={() => void retry()} />;
  if (checking) return null; // the shared overlay shows meanwhile
  if (!mobile) return <NeedsMobile />;
  return <CodeBoxList userId={user.userId} mobile={mobile} />;
}

export default function CodeBoxPage() {
  const { t } = useTranslation('messages');
  const isLogin = useAppSelector(selectIsLogin);
  return (
    <PageLayout title={t('title.codeBox')}>
      {isLogin ? <CodeBoxBody /> : <LoginRequired message={t('login.codeBoxHint')} />}
    </PageLayout>
  );
}
