import {
  type RegisterVestingReply,
  type RegisterVestingRequest,
  registerVestingEndpoint,
  stopVestingEndpoint,
} from '@kingdoms/shared/api/vesting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { vestingKeys } from '../api/vestingQueries';

/**
 * The admin panel's register and stop (spec 3 §7). On failure the alert shows the server's err
 * text as is (spec 3 §8); on success every vesting read reloads (the list, the log, the cards).
 */
export function useVestingAdmin(options: { onRegistered?: () => void } = {}) {
  const errors = useErrorPresenter('my-reward.admin');
  const queryClient = useQueryClient();
  const settle = async (reply: RegisterVestingReply, action: string) => {
    if (reply.result === 0) {
      errors.show(reply, { action, serverText: true });
      return false;
    }
    await queryClient.invalidateQueries({ queryKey: vestingKeys.all });
    return true;
  };
  const register = useMutation({
    mutationFn: (request: RegisterVestingRequest) => callApi(registerVestingEndpoint, request),
    onSuccess: async (reply) => {
      if (await settle(reply, 'vesting register')) options.onRegistered?.();
    },
    onError: (error) => errors.show(error, { action: 'vesting register', serverText: true }),
  });
  const stop = useMutation({
    mutationFn: (vestingId: string) => callApi(stopVestingEndpoint, { vestingId }),
    onSuccess: (reply) => settle(reply, 'vesting stop'),
    onError: (error) => errors.show(error, { action: 'vesting stop', serverText: true }),
  });
  return { register, stop };
}
