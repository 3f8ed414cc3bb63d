import {
  moveCancelEndpoint,
  moveFromEndpoint,
  moveToEndpoint,
  socialLoginEndpoint,
} from '@kingdoms/shared/api/migration';
import { isValidContinent, type SocialAuthType } from '@kingdoms/shared/migration';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { useRuntimeConfig } from '../../shared/config/runtimeConfig';
import { UserFacingError } from '../../shared/errors/describeError';
import { useErrorPresenter } from '../../shared/errors/useErrorPresenter';
import { useOverlays } from '../../shared/overlays';
import { LOGIN_FAILURE_LANGUAGE, loginFailureText } from './loginFailureText';
import { reloadPage } from './reloadPage';
import { takeDevSignInResult } from './signIn/devIssuerRedirect';
import { obtainCredential, ProviderUnavailableError } from './signIn/obtainCredential';
import { SignInCancelledError } from './signIn/providerSdks';

/** The old-chain kingdom of the link's token (spec 1 §7, old-chain API). */
export function useKingdomOfToken(token: string) {
  return useQuery({
    queryKey: ['migration', 'from', token],
    queryFn: () => callApi(moveFromEndpoint, { token }),
    enabled: token.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The kingdom's migration log, if any (spec 1 §7, game API). */
export function useMoveLog(kingdomId: string | undefined) {
  return useQuery({
    queryKey: ['migration', 'log', kingdomId],
    queryFn: kingdomId === undefined ? skipToken : () => callApi(moveToEndpoint, { kingdomId }),
  });
}

/**
 * Spec 1 §4/§5: refuse continent 0, get the provider's credential, send the login; result 0 shows
 * its error in Korean (spec 1 §8), anything else reloads the page. Also finishes a devnet sign-in that just came back.
 */
export function useMigrationLogin(kingdomId: string | undefined, moveToken: string) {
  const { t, i18n } = useTranslation('migration');
  const { showAlert } = useOverlays();
  const errors = useErrorPresenter('migration');
  const { social } = useRuntimeConfig();

  const login = useMutation({
    mutationFn: (input: {
      credential: string;
      authType: SocialAuthType;
      worldId: number;
      kingdomId: string;
    }) =>
      // Spec 1 §7's body; the link's token proves the kingdom (Authorization header).
      callApi(
        socialLoginEndpoint,
        {
          json: JSON.stringify({
            token: input.credential,
            authType: input.authType,
            fromKlay: { kingdomId: input.kingdomId, worldId: input.worldId },
          }),
        },
        { bearerToken: moveToken },
      ),
    onSuccess: async (reply) => {
      if (reply.result !== 0) {
        reloadPage();
        return;
      }
      // Spec 1 §8 "The login-0 alert is in Korean": in Korean whatever the page's language.
      const error = errors.describe(reply, { action: 'migration login' });
      showAlert(await loginFailureText(i18n, error.code), { language: LOGIN_FAILURE_LANGUAGE });
    },
    onError: (error) => errors.show(error, { action: 'migration login' }),
  });

  const signIn = useMutation({
    mutationFn: async (input: { authType: SocialAuthType; worldId: number; kingdomId: string }) => {
      const outcome = await obtainCredential(social, input.authType, { worldId: input.worldId, moveToken });
      if (outcome.kind === 'credential') login.mutate({ ...input, credential: outcome.credential });
    },
    onError: (error) => {
      if (error instanceof SignInCancelledError) return;
      const code = error instanceof ProviderUnavailableError ? 'provider_unavailable' : 'login_failed';
      errors.show(new UserFacingError(code, { cause: error }), { action: 'social sign-in' });
    },
  });

  // Back from the devnet issuer's page: finish the login it was started for, once.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !kingdomId) return;
    resumed.current = true;
    const result = takeDevSignInResult(moveToken);
    if (result) {
      login.mutate({
        credential: result.credential,
        authType: result.authType,
        worldId: result.worldId,
        kingdomId,
      });
    }
  }, [kingdomId, moveToken, login]);

  const start = (authType: SocialAuthType, continent: number) => {
    if (!kingdomId) return;
    if (!isValidContinent(continent)) {
      showAlert(t('select_continent_first'));
      return;
    }
    signIn.mutate({ authType, worldId: continent, kingdomId });
  };

  return { start, pending: signIn.isPending || login.isPending };
}

/** Spec 1 §4: cancel the queued move, then reload. */
export function useCancelMove(kingdomId: string | undefined, moveToken: string) {
  const errors = useErrorPresenter('migration');
  const cancel = useMutation({
    // Spec 1 §7: the body is kingdomId only; the link's token proves the kingdom (header).
    mutationFn: (id: string) => callApi(moveCancelEndpoint, { kingdomId: id }, { bearerToken: moveToken }),
    onSuccess: (reply) => {
      if (reply.result === 0) errors.show(reply, { action: 'move cancel' });
      else reloadPage();
    },
    onError: (error) => errors.show(error, { action: 'move cancel' }),
  });
  return {
    cancel: () => {
      if (kingdomId) cancel.mutate(kingdomId);
    },
    pending: cancel.isPending,
  };
}
