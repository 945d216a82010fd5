import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../use-page-title';

/** Every path without a registered page lands here (spec 02, 404 page). */
export function NotFoundPage() {
  usePageTitle('Seite nicht gefunden');
  return (
    <Container size="sm" py={{ base: 64, md: 112 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
          <IconMapSearch size={38} stroke={1.5} />
        </ThemeIcon>
        <Text fw={700} c="befund.7" size="sm" tt="uppercase">
          Fehler 404
        </Text>
        <Title order={1}>Diese Seite gibt es leider nicht</Title>
        <Text c="dimmed" maw={460}>
          Die Adresse ist möglicherweise falsch geschrieben oder die Seite wurde verschoben. Auf der
          Startseite finden Sie alles Weitere.
        </Text>
        <Button component={Link} to="/" size="md" mt="sm">
          Zur Startseite
        </Button>
      </Stack>
    </Container>
  );
}
