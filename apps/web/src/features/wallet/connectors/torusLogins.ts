/**
 * The sign-in methods the Torus entry offers (Web3Auth login providers, as Torus had them). Brand
 * names, the same in every language. Light on purpose: the picker lists them before any SDK loads.
 */
export const TORUS_LOGINS = [
  { id: 'google', name: 'Google' },
  { id: 'apple', name: 'Apple' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'twitter', name: 'X' },
  { id: 'discord', name: 'Discord' },
  { id: 'kakao', name: 'Kakao' },
  { id: 'line', name: 'LINE' },
] as const;

export type TorusLoginId = (typeof TORUS_LOGINS)[number]['id'];

export const DEFAULT_TORUS_LOGIN: TorusLoginId = 'google';

export function isTorusLogin(id: string): id is TorusLoginId {
  return TORUS_LOGINS.some((login) => login.id === id);
}
