// Exposed as './MyMessage' (route /mymessage): the inbox, login required.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { LoginRequired, PageLayout, selectIsLogin, useAppSelector } from '@uc/shared';
import { MessageInbox } from './message-inbox';
import './my-message-page.css';

export default function MyMessagePage() {
  const { t } = useTranslation('messages');
  const isLogin = useAppSelector(selectIsLogin);
  return (
    <PageLayout title={t('title.myMessage')}>
      {isLogin ? <MessageInbox /> : <LoginRequired message={t('login.hint')} />}
    </PageLayout>
  );
}
