import { Alert, Anchor, Card, Container, Divider, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../use-page-title';
import { GOOGLE_ERROR } from './auth-texts';
import { SignInChoice } from './components/SignInChoice/SignInChoice';

/** /login (spec 01 section 2.4): the welcome card with the two ways in. */
export function LoginPage() {
  usePageTitle('Anmelden');
  const [params] = useSearchParams();
  return (
    <Container size={480} py={{ base: 40, md: 80 }}>
      <Card withBorder radius="lg" shadow="sm" padding="xl">
        <Stack gap="lg">
          <Stack gap={6} ta="center">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              Willkommen bei Befundklar
            </Title>
            <Text c="dimmed">Melden Sie sich an oder erstellen Sie ein Konto – 7 Tage kostenlos testen.</Text>
          </Stack>
          {params.get('error') === 'google' ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {GOOGLE_ERROR}
            </Alert>
          ) : null}
          <SignInChoice />
          <Divider />
          <Stack gap="xs">
            <Text size="sm" c="dimmed" component="div" style={{ display: 'flex', gap: 8 }}>
              <ThemeIcon size={22} radius="xl" variant="light" aria-hidden="true" style={{ flexShrink: 0 }}>
                <IconShieldLock size={14} />
              </ThemeIcon>
              <span>
                Mit der Anmeldung akzeptieren Sie unsere{' '}
                <Anchor component={Link} to="/terms" inherit>
                  Nutzungsbedingungen
                </Anchor>{' '}
                und unsere{' '}
                <Anchor component={Link} to="/privacy" inherit>
                  Datenschutzerklärung
                </Anchor>
                . Ihre medizinischen Daten sind verschlüsselt und sicher.
              </span>
            </Text>
          </Stack>
          <Anchor component={Link} to="/" ta="center" size="sm">
            Mehr über Befundklar erfahren
          </Anchor>
        </Stack>
      </Card>
    </Container>
  );
}
