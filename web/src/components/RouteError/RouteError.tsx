import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Last line of defence for render errors and failed chunk loads (typically an old
 * tab after a deployment replaced the hashed files): explain and offer a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>Etwas ist schiefgelaufen</Title>
        <Text c="dimmed">
          Die Seite konnte nicht geladen werden. Möglicherweise wurde die Anwendung gerade aktualisiert. Bitte
          laden Sie die Seite neu.
        </Text>
        {detail ? <Text size="sm">{detail}</Text> : null}
        <Group>
          <Button onClick={() => window.location.reload()}>Seite neu laden</Button>
          <Button component="a" href="/" variant="default">
            Zur Startseite
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
