import { MONTHLY_PRICE, TRIAL_DAYS } from '@befundklar/shared/constants';
import type { CurrentUser } from '@befundklar/shared/schemas/user';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { subscriptionQueries } from '../../../api/queries/subscription';
import { siteConfig } from '../../../config';
import { subscribeMailto, summarizeSubscription } from '../subscription-summary';

/** A signed-in user's page: the status as the server reports it, and the plan. */
export function SubscriptionOverview({ user, supportEmail = siteConfig.supportEmail }: OverviewProps) {
  const status = useQuery(subscriptionQueries.status());
  const summary = status.data ? summarizeSubscription(status.data, user) : undefined;
  return (
    <Container size={560} py={{ base: 40, md: 72 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Abonnement
        </Title>
        <Card withBorder radius="lg" padding="lg" data-testid="subscription-status">
          {status.isPending ? <Loader size="sm" aria-label="Lädt..." /> : null}
          {status.isError ? (
            <Text c="red.9">Ihr Status konnte nicht geladen werden. Bitte laden Sie die Seite neu.</Text>
          ) : null}
          {summary ? (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {summary.tone === 'warning' ? (
                <IconAlertTriangle
                  size={24}
                  color="var(--mantine-color-orange-8)"
                  aria-hidden="true"
                  style={{ flexShrink: 0 }}
                />
              ) : (
                <IconCircleCheck
                  size={24}
                  color="var(--mantine-color-green-8)"
                  aria-hidden="true"
                  style={{ flexShrink: 0 }}
                />
              )}
              <Stack gap={2}>
                <Text fw={700}>{summary.title}</Text>
                <Text size="sm" c="dimmed">
                  {summary.text}
                </Text>
              </Stack>
            </Group>
          ) : null}
        </Card>
        <Card withBorder radius="lg" padding="lg" shadow="sm">
          <Group gap="xs" mb="sm">
            <Badge variant="filled">Exklusiver Launch-Preis</Badge>
            <Badge variant="light">Start-Angebot</Badge>
          </Group>
          <Title order={2} fz="xl">
            Monatsplan
          </Title>
          <Group gap={6} align="baseline" mt="xs">
            <Text fz={40} fw={750} lh={1} c="befund.9">
              {MONTHLY_PRICE}
            </Text>
            <Text fw={600}>EUR / CHF</Text>
            <Text c="dimmed">pro Monat</Text>
          </Group>
          <List mt="md" spacing={6} size="sm" icon={<IconCheck size={16} aria-hidden="true" />}>
            <List.Item>{TRIAL_DAYS} Tage kostenlos testen, ohne Kreditkarte</List.Item>
            <List.Item>Alle Funktionen, ein Preis</List.Item>
            <List.Item>Jederzeit kündbar, Zugang bis zum Ende des Abrechnungszeitraums</List.Item>
          </List>
          <Alert color="befund" variant="light" mt="lg" title="Online-Zahlung folgt in Kürze">
            {supportEmail
              ? 'Die Zahlung per Karte ist noch nicht freigeschaltet. Bis dahin schließen Sie das Abonnement per E-Mail an unseren Support ab; wir antworten mit den Zahlungsdetails.'
              : 'Die Zahlung per Karte ist noch nicht freigeschaltet, und für diese Installation ist keine Support-Adresse hinterlegt. Bitte wenden Sie sich an den Betreiber (siehe Fußzeile).'}
          </Alert>
          {supportEmail ? (
            <Button
              component="a"
              href={subscribeMailto(supportEmail, user)}
              mt="md"
              fullWidth
              size="md"
              leftSection={<IconMail size={18} aria-hidden="true" />}
            >
              Abonnement per E-Mail abschließen
            </Button>
          ) : null}
        </Card>
      </Stack>
    </Container>
  );
}

interface OverviewProps {
  user: CurrentUser;
  /** The support address (VITE_SUPPORT_EMAIL); a parameter for tests. */
  supportEmail?: string | undefined;
}
