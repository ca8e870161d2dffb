// SPEC §5 password strength: low / medium / high by the kinds of characters, shown while the player types.
import { useTranslation } from 'react-i18next';
import { passwordStrength } from './password-rules';

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('account');
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = { low: 1, medium: 2, high: 3 }[strength];
  return (
    <div className={`uc-password-strength uc-password-strength--${strength}`} data-strength={strength}>
      <span className="uc-password-strength__bars" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <span key={n} className={n <= level ? 'uc-password-strength__bar is-on' : 'uc-password-strength__bar'} />
        ))}
      </span>
      <span className="uc-password-strength__text">
        {t('password.strength', { level: t(`password.strengthLevel.${strength}`) })}
      </span>
    </div>
  );
}
