import { REDIRECT_AFTER_SIGN_IN_MS, RESEND_COUNTDOWN_SECONDS } from '@befundklar/shared/constants';
import {
  EmailOnlyRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  VerifyEmailRequestSchema,
} from '@befundklar/shared/schemas/auth';
import type { CurrentUser } from '@befundklar/shared/schemas/user';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  accountErrorMessage,
  authCalls,
  authQueries,
  isEmailNotVerified,
} from '../../../../api/queries/auth';
import { FALLBACK } from '../../auth-texts';
import { type AuthTab, flowReducer, INITIAL_FLOW } from '../../email-auth-flow';
import { useCountdown } from '../../use-countdown';
import { useSchemaForm } from '../../use-schema-form';

/**
 * Everything the e-mail dialog does: the step machine, the four forms, the calls with their
 * loading flag and error (cleared at each attempt), the resend countdown and the redirect.
 * It lives inside the dialog's content, so closing the dialog (which unmounts the content)
 * resets every form and returns to auth with the sign-in tab.
 */
export function useEmailAuth({ onDone }: { onDone: () => void }) {
  const [flow, dispatch] = useReducer(flowReducer, INITIAL_FLOW);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const countdown = useCountdown();
  const signInForm = useSchemaForm(LoginRequestSchema, { email: '', password: '' });
  const registerForm = useSchemaForm(RegisterRequestSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const codeForm = useSchemaForm(VerifyEmailRequestSchema, { code: '' });
  const forgotForm = useSchemaForm(EmailOnlyRequestSchema, { email: '' });
  // The password stays in memory only until the code is confirmed: the server's verify answer
  // does not sign in, so the dialog signs in with it right after.
  const credentials = useRef<{ email: string; password: string } | null>(null);
  const signedIn = useSignedInRedirect(onDone);

  const attempt = async (fallback: string, call: () => Promise<void>) => {
    setError(null);
    setNotice(null);
    setLoading(true);
    try {
      await call();
    } catch (caught) {
      setError(accountErrorMessage(caught, fallback));
    } finally {
      setLoading(false);
    }
  };

  const signIn = () => {
    setError(null);
    const input = signInForm.validate();
    if (!input) return;
    return attempt(FALLBACK.login, async () => {
      credentials.current = input;
      try {
        const { user } = await authCalls.login(input);
        dispatch({ type: 'SIGNED_IN' });
        signedIn.schedule(user);
      } catch (caught) {
        if (!isEmailNotVerified(caught)) throw caught;
        dispatch({ type: 'NEEDS_VERIFICATION', email: input.email });
        setNotice(accountErrorMessage(caught, FALLBACK.login));
      }
    });
  };

  const register = () => {
    setError(null);
    const input = registerForm.validate();
    if (!input) return;
    return attempt(FALLBACK.register, async () => {
      await authCalls.register(input);
      credentials.current = { email: input.email, password: input.password };
      dispatch({ type: 'REGISTERED', email: input.email });
      // The server allows the next code 60 s after registration.
      countdown.start(RESEND_COUNTDOWN_SECONDS);
    });
  };

  const verify = () => {
    setError(null);
    const input = codeForm.validate({ email: flow.email });
    if (!input) return;
    return attempt(FALLBACK.verify, async () => {
      await authCalls.verifyEmail(input);
      const remembered = credentials.current;
      credentials.current = null;
      try {
        if (!remembered) throw new Error('Ihre E-Mail-Adresse ist bestätigt. Bitte melden Sie sich an.');
        const { user } = await authCalls.login(remembered);
        dispatch({ type: 'VERIFIED' });
        signedIn.schedule(user);
      } catch (caught) {
        // Confirmed, but not signed in: the sign-in form takes over with the address filled in.
        signInForm.setValue('email', flow.email);
        dispatch({ type: 'SHOW_SIGN_IN' });
        throw caught;
      }
    });
  };

  const resend = () => {
    if (countdown.secondsLeft > 0) return;
    return attempt(FALLBACK.resend, async () => {
      const { message } = await authCalls.resendCode({ email: flow.email });
      countdown.start(RESEND_COUNTDOWN_SECONDS);
      setNotice(message);
    });
  };

  const requestReset = () => {
    setError(null);
    const input = forgotForm.validate();
    if (!input) return;
    return attempt(FALLBACK.request, async () => {
      await authCalls.forgotPassword(input);
      dispatch({ type: 'RESET_LINK_SENT' });
    });
  };

  const go = (type: 'BACK' | 'OPEN_FORGOT_PASSWORD') => {
    setError(null);
    setNotice(null);
    if (type === 'OPEN_FORGOT_PASSWORD' && !forgotForm.values.email) {
      forgotForm.setValue('email', signInForm.values.email);
    }
    dispatch({ type });
  };

  const selectTab = (tab: AuthTab) => {
    setError(null);
    setNotice(null);
    dispatch({ type: 'SELECT_TAB', tab });
  };

  return {
    flow,
    loading,
    error,
    notice,
    resendSecondsLeft: countdown.secondsLeft,
    forms: { signIn: signInForm, register: registerForm, code: codeForm, forgot: forgotForm },
    actions: { signIn, register, verify, resend, requestReset, selectTab, back: () => go('BACK') },
    openForgotPassword: () => go('OPEN_FORGOT_PASSWORD'),
  };
}

export type EmailAuth = ReturnType<typeof useEmailAuth>;

/**
 * After sign-in the success step shows for 1.5 s, then the app takes the new user and goes to /.
 * The user is handed to the app only then, so the /login guard does not jump ahead of the
 * success step; closing the dialog earlier (unmount) completes the sign-in at once.
 */
function useSignedInRedirect(onDone: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pending = useRef<CurrentUser | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const complete = useCallback(() => {
    window.clearTimeout(timer.current);
    const user = pending.current;
    if (!user) return;
    pending.current = null;
    const userKey = authQueries.user().queryKey;
    queryClient.setQueryData(userKey, user);
    // A new session: every other cached answer belonged to the visitor before it.
    void queryClient.invalidateQueries({ predicate: (query) => !matchesKey(query.queryKey, userKey) });
    void navigate('/');
  }, [navigate, queryClient]);

  useEffect(() => complete, [complete]);

  const schedule = (user: CurrentUser) => {
    pending.current = user;
    timer.current = window.setTimeout(() => {
      complete();
      onDone();
    }, REDIRECT_AFTER_SIGN_IN_MS);
  };
  return { schedule };
}

function matchesKey(key: readonly unknown[], expected: readonly unknown[]): boolean {
  return key.length === expected.length && key.every((part, index) => part === expected[index]);
}
