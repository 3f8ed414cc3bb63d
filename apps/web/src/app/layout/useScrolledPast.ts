import { useEffect, useState } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX, NAVBAR_SCROLL_THROTTLE_MS } from '../../shared/config/uiConstants';
import { throttle } from '../../shared/lib/throttle';

/** True once the page is scrolled past the header's colour threshold (throttled scroll handler). */
export function useScrolledPast(threshold: number = HEADER_SCROLL_THRESHOLD_PX): boolean {
  // Not scrolled at first, as in the prerendered HTML; the effect reads the real position at once.
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const onScroll = throttle(() => setScrolledPast(window.scrollY > threshold), NAVBAR_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [threshold]);
  return scrolledPast;
}
