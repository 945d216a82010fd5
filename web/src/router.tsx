import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from './components/RouteError/RouteError';
import { SiteLayout, SiteLayoutFallback } from './components/SiteLayout/SiteLayout';

/** Page chunks, loaded on first visit of their route. */
const loadPage = {
  landing: async () => (await import('./features/landing/Landing.page')).LandingPage,
  disclaimer: async () => (await import('./features/legal/Disclaimer.page')).DisclaimerPage,
  privacy: async () => (await import('./features/legal/Privacy.page')).PrivacyPage,
  terms: async () => (await import('./features/legal/Terms.page')).TermsPage,
  tutorials: async () => (await import('./features/tutorials/Tutorials.page')).TutorialsPage,
  notFound: async () => (await import('./features/not-found/NotFound.page')).NotFoundPage,
};

/**
 * The one place where pages are registered. Every page is its own chunk
 * (route-level code splitting), so the landing page never pays for legal texts
 * and later features (login, workspace, profile, admin) add rows here.
 * The last row catches every unknown path with the 404 page.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      Component: SiteLayout,
      ErrorBoundary: RouteError,
      // Shown while the first page chunk loads on a cold start.
      HydrateFallback: SiteLayoutFallback,
      children: [
        {
          index: true,
          lazy: { Component: loadPage.landing },
        },
        {
          path: 'disclaimer',
          lazy: { Component: loadPage.disclaimer },
        },
        {
          path: 'privacy',
          lazy: { Component: loadPage.privacy },
        },
        {
          path: 'terms',
          lazy: { Component: loadPage.terms },
        },
        {
          path: 'tutorials',
          lazy: { Component: loadPage.tutorials },
        },
        {
          path: '*',
          lazy: { Component: loadPage.notFound },
        },
      ],
    },
  ];
}

export function createAppRouter() {
  // Fresh route objects per router: React Router caches resolved lazy routes on them.
  return createBrowserRouter(createRoutes());
}
