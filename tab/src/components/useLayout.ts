/**
 * Layout hooks for the phone layout (issue 12): below {@link PHONE_BELOW} px of window width the
 * top bar shows the short title, page header actions fold into a menu and the calendar opens as a
 * list; below the same width of their own box, tables become stacked cards.
 */
import { RefObject, useEffect, useState } from 'react';

/** Window or box width (px) under which the phone layout applies. */
export const PHONE_BELOW = 600;

/** True while the media query matches (false where the browser cannot tell, e.g. jsdom). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const m = window.matchMedia(query);
    const on = () => setMatches(m.matches);
    on();
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, [query]);
  return matches;
}

/** True on a phone-sized window (narrower than {@link PHONE_BELOW} px). */
export const usePhone = () => useMediaQuery(`(max-width: ${PHONE_BELOW - 0.02}px)`);

/**
 * The content-box width (px) of the element in `ref`, followed with a ResizeObserver; until the
 * first measurement (or without ResizeObserver) the window's width.
 */
export function useBoxWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return width;
}
