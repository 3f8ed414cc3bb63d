import { SOCIAL_AUTH_TYPES, type SocialAuthType } from '@kingdoms/shared/migration';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';

/** Spec 1 §2: Google, Apple and Facebook login buttons. */
export function SocialLoginButtons({
  onLogin,
  busy,
}: {
  onLogin: (authType: SocialAuthType) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('migration');
  return (
    <div className="migration__logins">
      {SOCIAL_AUTH_TYPES.map((authType) => (
        <Button
          key={authType}
          variant="secondary"
          className={`migration__login migration__login--${authType}`}
          disabled={busy}
          onClick={() => onLogin(authType)}
        >
          {t(`login_${authType}`)}
        </Button>
      ))}
    </div>
  );
}
