import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Lazy pages may render the hash target a little after navigation; look for it this long. */
const HASH_TARGET_WAIT_MS = 1500;
const HASH_TARGET_POLL_MS = 50;

/** Spec 1 §2: every navigation scrolls to the top, or to the hash target when it exists. */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, even to the same path
  useEffect(() => {
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
    if (!id) {
      window.scrollTo(0, 0);
      return;
    }
    const deadline = Date.now() + HASH_TARGET_WAIT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (Date.now() < deadline) timer = setTimeout(scrollToTarget, HASH_TARGET_POLL_MS);
      else window.scrollTo(0, 0);
    };
    scrollToTarget();
    return () => clearTimeout(timer);
  }, [pathname, hash, key]);
  return null;
}
