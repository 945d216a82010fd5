import { notifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { AccessLoader } from './AccessLoader';
import { decidePage, pageAccessOf } from './page-access';
import { useAccess } from './use-access';

// Chunks of their own, like the pages: most visits never need them.
const LoginPrompt = lazy(async () => ({
  default: (await import('../components/LoginPrompt/LoginPrompt')).LoginPrompt,
}));
const NotFoundPage = lazy(async () => ({
  default: (await import('../features/not-found/NotFound.page')).NotFoundPage,
}));

export const TRIAL_EXPIRED_TOAST = {
  id: 'trial-expired',
  title: 'Testphase abgelaufen',
  message:
    'Ihre kostenlose Testphase ist beendet. Bitte schließen Sie ein Abonnement ab, um Befundklar weiter zu nutzen.',
} as const;

/**
 * Wraps the matched page with the route table's guard (page-access.ts): the page, the spinner,
 * the login prompt, the 404 page, or a redirect (with the 'Testphase abgelaufen' toast when the
 * trial has ended).
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const access = pageAccessOf(useMatches());
  const { user, isLoading } = useAccess();
  const decision = decidePage(access, { user, loading: isLoading });
  switch (decision.kind) {
    case 'render':
      return children;
    case 'loading':
      return <AccessLoader />;
    case 'login-prompt':
      return (
        <Suspense fallback={<AccessLoader />}>
          <LoginPrompt />
        </Suspense>
      );
    case 'not-found':
      return (
        <Suspense fallback={<AccessLoader />}>
          <NotFoundPage />
        </Suspense>
      );
    case 'redirect':
      return <Redirect to={decision.to} trialExpired={decision.trialExpired} />;
  }
}

function Redirect({ to, trialExpired }: { to: string; trialExpired: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    // The fixed id keeps StrictMode's second effect run from showing the toast twice.
    if (trialExpired) notifications.show({ ...TRIAL_EXPIRED_TOAST, color: 'red' });
    void navigate(to, { replace: true });
  }, [navigate, to, trialExpired]);
  return <AccessLoader />;
}
