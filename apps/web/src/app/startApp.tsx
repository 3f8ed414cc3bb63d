import { cookieValue } from '@kingdoms/shared/language';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  detectLanguage,
  i18next,
  initI18n,
  isSiteLanguage,
  LANGUAGE_STORAGE_KEY,
  rememberLanguage,
} from '../i18n';
import { localStore } from '../shared/lib/browserStorage';
import { App } from './App';

/**
 * Renders the app into `root`, or hydrates it when the page arrived prerendered (`main.tsx`
 * decides when this runs).
 */
export function startApp(root: HTMLElement, prerendered: boolean): void {
  // A marketing page arrives prerendered in the language the server picked by the same rules
  // (the language cookie, else Accept-Language): hydrate in that language, so nothing changes.
  const chosen = localStore().getItem(LANGUAGE_STORAGE_KEY);
  const served = document.documentElement.lang;
  const language =
    prerendered && isSiteLanguage(served) ? served : detectLanguage(chosen, navigator.language);
  // A choice stored before the menu also set the cookie: give the server the same choice next time.
  if (isSiteLanguage(chosen) && cookieValue(document.cookie, LANGUAGE_STORAGE_KEY) !== chosen) {
    rememberLanguage(chosen);
  }

  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );

  // The shell's catalogue loads before the first render, so no untranslated text flashes.
  void initI18n(language).then(() => {
    if (!prerendered) {
      createRoot(root).render(app);
      return;
    }
    // The page was served before this browser's choice reached the server (an old choice): hydrate
    // at once, then switch language, so the switch never lands on a half-hydrated tree.
    if (isSiteLanguage(chosen) && chosen !== language) {
      hydrateRoot(root, app);
      void i18next.changeLanguage(chosen);
      return;
    }
    // As a transition the hydration yields to the browser every few milliseconds instead of
    // blocking the main thread for the whole page (total blocking time on a slow phone).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  });
}
