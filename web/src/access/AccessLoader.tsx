import { Center, Loader, Stack, Text } from '@mantine/core';

/** Spec 01 section 2.1: a spinner and 'Lädt...' while the user (and so the access type) loads. */
export function AccessLoader() {
  return (
    <Center mih="60vh" aria-busy="true">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden="true" />
        <Text c="dimmed" size="sm">
          Lädt...
        </Text>
      </Stack>
    </Center>
  );
}
