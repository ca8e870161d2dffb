// The player block of home: avatar, nickname or role, balance, and the account button (SPEC §2 Home).
import { useTranslation } from 'react-i18next';
import {
  Avatar, Button, callNative, confirmDialog, formatNumber, selectSession, switchAccount, useAppDispatch, useAppSelector, useOrientation,
} from '@uc/shared';
import './profile-card.css';

export function ProfileCard({ showBalance }: { showBalance: boolean }) {
  const { t, i18n } = useTranslation(['host', 'common']);
  const { isLogin, user, balance } = useAppSelector(selectSession);
  // Landscape is short: a smaller avatar leaves room for the tiles.
  const avatarSize = useOrientation() === 'landscape' ? 'medium' : 'large';

  const dispatch = useAppDispatch();

  const changeAccount = async () => {
    const confirmed = await confirmDialog({
      message: t('host:home.switchConfirm'),
      confirmText: t('common:action.confirm'),
      cancelText: t('common:action.cancel'),
    });
    // The player is forgotten first, so nothing of theirs waits behind the SDK's login page.
    if (confirmed) switchAccount(dispatch);
  };

  return (
    <section className="uc-profile" aria-label={t('host:home.profile')}>
      <Avatar alt={t('host:home.avatar')} size={avatarSize} />
      <div className="uc-profile__text">
        {/* The nickname stands in only while the game has not set a role. */}
        {!user.roleId ? (
          <p className="uc-profile__name">{isLogin ? <bdi>{user.nikeName}</bdi> : t('host:home.notLoggedIn')}</p>
        ) : (
          <>
            <p className="uc-profile__name">
              <bdi>{user.roleName}</bdi>
            </p>
            <p className="uc-profile__detail">{t('host:home.roleId', { id: user.roleId })}</p>
          </>
        )}
        {showBalance ? <p className="uc-profile__detail">{t('host:home.balance', { balance: formatNumber(balance, i18n.language) })}</p> : null}
      </div>
      {isLogin ? (
        <Button variant="secondary" className="uc-profile__action" onClick={() => void changeAccount()}>
          {t('host:home.changeAccount')}
        </Button>
      ) : (
        <Button className="uc-profile__action" onClick={() => callNative('login')}>
          {t('host:home.login')}
        </Button>
      )}
    </section>
  );
}
