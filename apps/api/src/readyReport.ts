/**
 * What the API sends the parent that started it with an IPC channel (the devnet portal, the
 * bench) once it listens, so the parent needs no polling and learns the URL.
 */
export interface ApiReadyMessage {
  type: 'api-ready';
  url: string;
}

export function isApiReadyMessage(message: unknown): message is ApiReadyMessage {
  return typeof message === 'object' && message !== null && (message as ApiReadyMessage).type === 'api-ready';
}

/** Tells a parent with an IPC channel that the API listens at `url`; false when there is none. */
export function reportReady(url: string): boolean {
  if (!process.send) return false;
  const message: ApiReadyMessage = { type: 'api-ready', url };
  process.send(message);
  return true;
}
