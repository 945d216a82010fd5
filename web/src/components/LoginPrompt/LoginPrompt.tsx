import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../use-page-title';

/** What a visitor sees on a page for signed-in users (spec 01 section 2.7). */
export function LoginPrompt() {
  usePageTitle('Anmeldung erforderlich');
  return (
    <Container size="sm" py={{ base: 64, md: 112 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
          <IconLock size={36} stroke={1.5} />
        </ThemeIcon>
        <Title order={1}>Anmeldung erforderlich</Title>
        <Text c="dimmed" maw={460}>
          Bitte melden Sie sich an, um die Anwendung zu nutzen.
        </Text>
        <Button component={Link} to="/login" size="md" mt="sm">
          Zur Anmeldung
        </Button>
      </Stack>
    </Container>
  );
}
