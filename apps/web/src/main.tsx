import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { detectLanguage, initI18n, LANGUAGE_STORAGE_KEY } from './i18n';
import { saveStartupQuery } from './shared/lib/urlParam';
import './app/theme.css';

saveStartupQuery(window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The shell's catalogue loads before the first paint, so no untranslated text flashes.
void initI18n(detectLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language)).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
