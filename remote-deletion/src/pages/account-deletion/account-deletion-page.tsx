// Exposed as './AccountDeletion' (route #/accountdeletion, ARCHITECTURE.md §8 webAccount): the public deletion page a
// store listing or the publisher's site links to. No native and no session needed; it names the game (app-config.json
// `webAccount`, the app from ?app=) and deletes or restores the account by a code to its phone or e-mail — or, where
// the deployment cannot, says how to do it in the game.
import '../../locales/register';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  callNative, getAppConfig, hasProviderExtension, isEntryLocationNow, PageLayout, selectApp, useAppSelector, useOrientation,
} from '@uc/shared';
import { resolveWebApp } from '../../features/web-app';
import { InGameSteps } from './in-game-steps';
import { usePublicSession } from './public-session';
import { WebDeletionFlow } from './web-deletion-flow';
import './account-deletion-page.css';

export default function AccountDeletionPage() {
  const { t } = useTranslation('deletion');
  const orientation = useOrientation();
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  // back (title bar or hardware) first steps back inside the flow; from its first step it is any page's back
  const stepBackRef = useRef<() => boolean>(() => false);
  const back = () => {
    if (stepBackRef.current()) return true;
    if (isEntryLocationNow(location)) callNative('exit');
    else navigate(-1);
    return true;
  };
  const session = useAppSelector(selectApp);
  const target = resolveWebApp({
    config: getAppConfig().webAccount,
    webAccount: hasProviderExtension('webAccount'),
    queryApp: query.get('app'),
    session,
  });
  const ready = usePublicSession(target.kind === 'web' ? target.app : null, query.get('language'));
  return (
    <PageLayout title={t('title')} backRule={back} className={`uc-account-deletion uc-account-deletion--${orientation}`}>
      {!ready ? null : target.kind === 'web' ? <WebDeletionFlow target={target} stepBackRef={stepBackRef} /> : <InGameSteps name={target.name} />}
    </PageLayout>
  );
}
