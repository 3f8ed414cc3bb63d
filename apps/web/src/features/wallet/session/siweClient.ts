import { type Session, sessionEndpoint, signOutEndpoint } from '@kingdoms/shared/api/auth';
import { callApi } from '../../../shared/api/client';

/** The current session of this browser, if its cookie is still good. */
export async function currentSession(): Promise<Session | undefined> {
  const reply = await callApi(sessionEndpoint);
  return reply.result === 1 ? reply.session : undefined;
}

export async function signOut(): Promise<void> {
  await callApi(signOutEndpoint, {});
}
