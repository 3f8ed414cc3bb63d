const loading = new Map<string, Promise<void>>();

/**
 * Injects a third-party SDK's script tag once, on demand (spec 1 §7: sign-in SDKs load only when
 * a login button is pressed, never with the page).
 */
export function loadScript(src: string): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, pending);
  }
  return pending;
}

/** Forgets the scripts injected so far (a test's document is emptied with them). test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetLoadedScripts(): void {
  loading.clear();
}
