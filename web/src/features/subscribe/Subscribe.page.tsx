import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { AccessLoader } from '../../access/AccessLoader';
import { useAccess } from '../../access/use-access';
import { usePageTitle } from '../../use-page-title';
import { SignInChoice } from '../auth/components/SignInChoice/SignInChoice';
import { SubscriptionOverview } from './components/SubscriptionOverview';

/**
 * /subscribe: visitors choose how to sign in (Google or the e-mail dialog); signed-in users see
 * their status and the monthly plan.
 */
export function SubscribePage() {
  usePageTitle('Abonnement');
  const { user, isLoading } = useAccess();
  if (isLoading) return <AccessLoader />;
  if (user) return <SubscriptionOverview user={user} />;
  return (
    <Container size={480} py={{ base: 40, md: 80 }}>
      <Card withBorder radius="lg" shadow="sm" padding="xl">
        <Stack gap="lg">
          <Stack gap={6} ta="center">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              Abonnement
            </Title>
            <Text c="dimmed">
              Bitte melden Sie sich zuerst an oder erstellen Sie ein Konto. Neue Konten testen Befundklar 7
              Tage kostenlos, ohne Kreditkarte.
            </Text>
          </Stack>
          <SignInChoice />
        </Stack>
      </Card>
    </Container>
  );
}
