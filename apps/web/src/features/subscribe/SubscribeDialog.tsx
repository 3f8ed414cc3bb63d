import { SUBSCRIBE_EMAIL_MAX_LENGTH } from '@kingdoms/shared/api/subscribe';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlays } from '../../shared/overlays';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { useSubscribe } from './useSubscribe';
import './SubscribeDialog.css';

/** Spec 1 §2: e-mail field, CLOSE and SUBSCRIBE. */
export function SubscribeDialog() {
  const { t } = useTranslation('subscribe');
  const { state, close } = useOverlays();
  const { subscribe, pending } = useSubscribe();
  const [email, setEmail] = useState('');
  const emailId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscribe(email);
  };

  return (
    <Dialog
      open={state.open.subscribe}
      onClose={() => close('subscribe')}
      title={t('title')}
      description={t('description')}
      backdrop={false}
      dismissOnBackdrop={false}
      className="subscribe-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor={emailId} className="subscribe-dialog__label">
          {t('email_label')}
        </label>
        <input
          id={emailId}
          className="subscribe-dialog__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={SUBSCRIBE_EMAIL_MAX_LENGTH}
          placeholder={t('email_placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={() => close('subscribe')}>
            {t('close')}
          </Button>
          <Button type="submit" busy={pending}>
            {t('subscribe')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
export default SubscribeDialog;
