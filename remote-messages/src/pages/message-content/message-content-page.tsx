// Exposed as './MessageContent' (route /messageContent?id=…&category=…&subject=…): one message, login required.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, LoginRequired, PageLayout, selectIsLogin, useAppSelector } from '@uc/shared';
import { MessageContentView } from './message-content-view';
import './message-content-page.css';

export default function MessageContentPage() {
  const { t } = useTranslation('messages');
  const isLogin = useAppSelector(selectIsLogin);
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();

  let body;
  if (!isLogin) body = <LoginRequired message={t('login.hint')} />;
  else if (!id) body = <ErrorState message={t('content.missingId')} />;
  else body = <MessageContentView key={id} id={id} category={params.get('category') ?? ''} subject={params.get('subject') ?? ''} />;

  return <PageLayout title={t('title.messageContent')}>{body}</PageLayout>;
}
