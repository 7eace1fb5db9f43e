import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { useLayoutPreference } from './preferences';

// SPEC.md §2 "Page transition": a 0.5 s tween, fading in and sliding 50 px.
export const PAGE_TRANSITION = {
  keyframes: [
    { opacity: 0, transform: 'translateY(50px)' },
    { opacity: 1, transform: 'none' },
  ],
  options: { duration: 500, easing: 'ease-in-out' },
} as const;

/** Plays the page transition on every new path, without remounting the page (its state stays). */
function usePageTransition(pathname: string) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof element.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const animation = element.animate([...PAGE_TRANSITION.keyframes], PAGE_TRANSITION.options);
    return () => animation.cancel();
  }, [pathname]);
  return ref;
}

/** SPEC.md §2 "Browser title": the product name plus the current path. */
function useDocumentTitle(pathname: string) {
  const translate = useTranslate();
  const name = translate('app.name');
  useEffect(() => {
    const path = pathname.replace(/^\/+/, '');
    document.title = path ? `${name} | ${path}` : name;
  }, [name, pathname]);
}

/** What the layout puts around every page: breadcrumb, the page with its transition, footer; full or boxed width. */
export const PageFrame = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const [contentWidth] = useLayoutPreference('contentWidth');
  const pageRef = usePageTransition(pathname);
  useDocumentTitle(pathname);
  return (
    <Box
      className={`page-frame page-frame--${contentWidth}`}
      sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, width: '100%', mx: 'auto', maxWidth: contentWidth === 'boxed' ? (theme) => theme.breakpoints.values.xl : 'none' }}
    >
      <Breadcrumb />
      <Box ref={pageRef} className="page-content" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
};
