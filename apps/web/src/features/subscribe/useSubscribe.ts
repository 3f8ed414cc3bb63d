import { isSubscribableEmail, subscribeEndpoint } from '@kingdoms/shared/api/subscribe';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
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
        showAlert(t('alert_subscribe_success'));
        return;
      }
      showAlert(t(`alert_${reply.err.code}`, { defaultValue: t('alert_subscribe_failed') }));
    },
    onError: () => showAlert(t('alert_network_error')),
  });

  const subscribe = (email: string) => {
    if (!isSubscribableEmail(email)) {
      showAlert(t('alert_invalid_email'));
      return;
    }
    mutation.mutate(email);
  };

  return { subscribe, pending: mutation.isPending };
}
