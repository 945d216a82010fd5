import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';

/** For visitors who are not signed in (spec 02, tutorials page): sign in or start the trial. */
export function VisitorBanner() {
  return (
    <Paper
      component="aside"
      aria-label="Anmelden oder kostenlos testen"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      bg="befund.0"
      data-testid="visitor-banner"
    >
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }}>
          <ThemeIcon size={40} radius="xl" variant="white" aria-hidden="true">
            <IconSparkles size={22} stroke={1.6} />
          </ThemeIcon>
          <div>
            <Text fw={650}>Selbst ausprobieren?</Text>
            <Text size="sm" c="dimmed">
              Melden Sie sich an oder testen Sie Befundklar 7 Tage kostenlos mit vollem Funktionsumfang –
              keine Kreditkarte nötig.
            </Text>
          </div>
        </Group>
        <Button
          component={Link}
          to="/login"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          w={{ base: '100%', xs: 'auto' }}
        >
          Anmelden oder testen
        </Button>
      </Group>
    </Paper>
  );
}
