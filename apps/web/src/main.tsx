import { cookieValue } from '@kingdoms/shared/language';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import {
  detectLanguage,
  i18next,
  initI18n,
  isSiteLanguage,
  LANGUAGE_STORAGE_KEY,
  rememberLanguage,
} from './i18n';
import { saveStartupQuery } from './shared/lib/urlParam';
import './app/theme.css';

saveStartupQuery(window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A marketing page arrives prerendered in the language the server picked by the same rules
// (the language cookie, else Accept-Language): hydrate in that language, so nothing changes.
const prerendered = root.hasChildNodes();
const chosen = localStorage.getItem(LANGUAGE_STORAGE_KEY);
const served = document.documentElement.lang;
const language = prerendered && isSiteLanguage(served) ? served : detectLanguage(chosen, navigator.language);
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
  hydrateRoot(root, app);
  // The page was served before this browser's choice reached the server (an old choice).
  if (isSiteLanguage(chosen) && chosen !== language) void i18next.changeLanguage(chosen);
});
