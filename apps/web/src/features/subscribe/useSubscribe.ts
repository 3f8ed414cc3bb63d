import { isSubscribableEmail, subscribeEndpoint } from '@kingdoms/shared/api/subscribe';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { UserFacingError } from '../../shared/errors/describeError';
import { useErrorPresenter } from '../../shared/errors/useErrorPresenter';
import { storedQueryParams } from '../../shared/lib/urlParam';
import { useOverlays } from '../../shared/overlays';
import { buildSubscribePayload } from './subscribePayload';

/**
 * Spec 1 §4/§5/§8: validate, send, and turn the reply into the alert the visitor sees.
 * Success closes the subscribe dialog; a failure keeps it open so the address can be fixed.
 */
export function useSubscribe() {
  const { t, i18n } = useTranslation('subscribe');
  const { showAlert, close } = useOverlays();
  const errors = useErrorPresenter('subscribe');

  const mutation = useMutation({
    mutationFn: (email: string) =>
      callApi(
        subscribeEndpoint,
        buildSubscribePayload(email, {
          query: storedQueryParams(),
          userAgent: navigator.userAgent,
          browserLanguage: navigator.language,
          siteLanguage: i18n.language,
        }),
      ),
    onSuccess: (reply) => {
      if (reply.result === 1) {
        close('subscribe');
        showAlert(t('subscribe_success'));
        return;
      }
      errors.show(reply, { action: 'subscribe' });
    },
    onError: (error) => errors.show(error, { action: 'subscribe' }),
  });

  const subscribe = (email: string) => {
    // Spec 1 §5: checked here first, with the API's own code and text.
    if (!isSubscribableEmail(email)) {
      errors.show(new UserFacingError('invalid_email'), { action: 'subscribe' });
      return;
    }
    mutation.mutate(email);
  };

  return { subscribe, pending: mutation.isPending };
}
