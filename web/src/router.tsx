import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteHandle } from './access/page-access';
import { RouteError } from './components/RouteError/RouteError';
import { SiteLayout, SiteLayoutFallback } from './components/SiteLayout/SiteLayout';

/** Page chunks, loaded on first visit of their route. */
const loadPage = {
  landing: async () => (await import('./features/landing/Landing.page')).LandingPage,
  disclaimer: async () => (await import('./features/legal/Disclaimer.page')).DisclaimerPage,
  privacy: async () => (await import('./features/legal/Privacy.page')).PrivacyPage,
  terms: async () => (await import('./features/legal/Terms.page')).TermsPage,
  tutorials: async () => (await import('./features/tutorials/Tutorials.page')).TutorialsPage,
  login: async () => (await import('./features/auth/Login.page')).LoginPage,
  resetPassword: async () => (await import('./features/auth/ResetPassword.page')).ResetPasswordPage,
  subscribe: async () => (await import('./features/subscribe/Subscribe.page')).SubscribePage,
  notFound: async () => (await import('./features/not-found/NotFound.page')).NotFoundPage,
};

/**
 * The one place where pages are registered. Every page is its own chunk
 * (route-level code splitting), so the landing page never pays for legal texts
 * and later features (login, workspace, profile, admin) add rows here.
 * The last row catches every unknown path with the 404 page.
 * `handle.access` is the row's guard (spec 01 section 2.2, see access/page-access.ts);
 * rows without one are public.
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
          handle: { access: 'home' } satisfies RouteHandle,
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
          path: 'login',
          handle: { access: 'visitors' } satisfies RouteHandle,
          lazy: { Component: loadPage.login },
        },
        {
          path: 'reset-password',
          lazy: { Component: loadPage.resetPassword },
        },
        {
          path: 'subscribe',
          lazy: { Component: loadPage.subscribe },
        },
        // Signed-in pages of later issues (profile, Stripe's return page, admin dashboard), guarded
        // already: visitors get the login prompt, signed-in users the 404 page until they exist.
        {
          path: 'profile',
          handle: { access: 'signed-in' } satisfies RouteHandle,
          lazy: { Component: loadPage.notFound },
        },
        {
          path: 'subscription-success',
          handle: { access: 'signed-in' } satisfies RouteHandle,
          lazy: { Component: loadPage.notFound },
        },
        {
          path: 'admin/*',
          handle: { access: 'admin' } satisfies RouteHandle,
          lazy: { Component: loadPage.notFound },
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
