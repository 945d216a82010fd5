import { REDIRECT_AFTER_RESET_MS } from '@befundklar/shared/constants';
import { ResetPasswordFormSchema } from '@befundklar/shared/schemas/auth';
import { Alert, Button, Card, Container, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { accountErrorMessage, authCalls, authQueries } from '../../api/queries/auth';
import { usePageTitle } from '../../use-page-title';
import { FALLBACK } from './auth-texts';
import { PasswordField } from './components/PasswordField/PasswordField';
import { PasswordStrength } from './components/PasswordStrength/PasswordStrength';
import { readResetToken, resetPageState } from './reset-password-state';
import { useSchemaForm } from './use-schema-form';

/** /reset-password?token=...: checks the mailed link, then sets the new password. */
export function ResetPasswordPage() {
  usePageTitle('Passwort zurücksetzen');
  const location = useLocation();
  const token = readResetToken(location.search, window.location.search);
  const [done, setDone] = useState(false);
  const check = useQuery({
    queryKey: [...authQueries.all, 'reset-token', token],
    queryFn: () => authCalls.verifyResetToken(token),
    enabled: token !== '',
    retry: false,
    gcTime: 0,
  });
  const state = resetPageState(token, check, done);

  switch (state.kind) {
    case 'verifying':
      return (
        <Frame>
          <Loader aria-hidden="true" />
          <Title order={1} fz="xl">
            Verifying reset link...
          </Title>
        </Frame>
      );
    case 'invalid':
      return (
        <Frame icon={<IconLinkOff size={30} />} color="red">
          <Title order={1} fz="xl">
            Invalid Reset Link
          </Title>
          <Text c="dimmed">This password reset link is invalid or has expired.</Text>
          <Text size="sm" c="dimmed" data-testid="reset-reason">
            {state.reason}
          </Text>
          <Button component={Link} to="/login" mt="sm">
            Back to Login
          </Button>
        </Frame>
      );
    case 'form':
      return <ResetForm token={token} onDone={() => setDone(true)} />;
    case 'success':
      return <ResetSuccess />;
  }
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useSchemaForm(ResetPasswordFormSchema, { password: '', confirmPassword: '' });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const input = form.validate();
    if (!input) return;
    if (!token) {
      setError(FALLBACK.submitWithoutToken);
      return;
    }
    setLoading(true);
    try {
      await authCalls.resetPassword({ token, password: input.password });
      onDone();
    } catch (caught) {
      setError(accountErrorMessage(caught, FALLBACK.resetFailed));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Container size={480} py={{ base: 40, md: 80 }}>
      <Card withBorder radius="lg" shadow="sm" padding="xl">
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              Neues Passwort festlegen
            </Title>
            <Text c="dimmed" size="sm">
              Wählen Sie ein neues Passwort mit mindestens 8 Zeichen.
            </Text>
            {error ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {error}
              </Alert>
            ) : null}
            <PasswordField {...form.field('password')} label="Neues Passwort" autoComplete="new-password" />
            <PasswordStrength password={form.values.password} />
            <PasswordField
              {...form.field('confirmPassword')}
              label="Passwort bestätigen"
              autoComplete="new-password"
            />
            <Button type="submit" mt="xs" fullWidth loading={loading} disabled={loading}>
              Passwort speichern
            </Button>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}

function ResetSuccess() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/login'), REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Frame icon={<IconCheck size={30} />} color="green">
      <Title order={1} fz="xl">
        Password Reset Successful!
      </Title>
      <Text c="dimmed">
        Sie können sich jetzt mit Ihrem neuen Passwort anmelden. Sie werden in 3 Sekunden zur Anmeldung
        weitergeleitet.
      </Text>
      <Button component={Link} to="/login" variant="light" mt="sm">
        Zur Anmeldung
      </Button>
    </Frame>
  );
}

function Frame({ icon, color, children }: { icon?: ReactNode; color?: string; children: ReactNode }) {
  return (
    <Container size={480} py={{ base: 40, md: 80 }}>
      <Card withBorder radius="lg" shadow="sm" padding="xl">
        <Stack align="center" ta="center" gap="sm" aria-live="polite">
          {icon ? (
            <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden="true">
              {icon}
            </ThemeIcon>
          ) : null}
          {children}
        </Stack>
      </Card>
    </Container>
  );
}
