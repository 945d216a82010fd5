import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from './components/PageLoader/PageLoader';
import { RouteError } from './components/RouteError/RouteError';
import { SiteLayout } from './components/SiteLayout/SiteLayout';

/**
 * The one place where pages are registered. Every page is its own chunk
 * (route-level code splitting), so the landing page never pays for legal texts
 * and later features (login, workspace, profile, admin) add rows here.
 * The last row catches every unknown path with the 404 page.
 */
export const routes: RouteObject[] = [
  {
    Component: SiteLayout,
    ErrorBoundary: RouteError,
    // Shown while the first page chunk loads on a cold start.
    HydrateFallback: PageLoader,
    children: [
      {
        index: true,
        lazy: { Component: async () => (await import('./features/landing/Landing.page')).LandingPage },
      },
      {
        path: 'disclaimer',
        lazy: { Component: async () => (await import('./features/legal/Disclaimer.page')).DisclaimerPage },
      },
      {
        path: 'privacy',
        lazy: { Component: async () => (await import('./features/legal/Privacy.page')).PrivacyPage },
      },
      {
        path: 'terms',
        lazy: { Component: async () => (await import('./features/legal/Terms.page')).TermsPage },
      },
      {
        path: '*',
        lazy: { Component: async () => (await import('./features/not-found/NotFound.page')).NotFoundPage },
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
