import { Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconMailForward } from '@tabler/icons-react';
import { SUCCESS_TEXT } from '../../auth-texts';
import { redirectsAfterSuccess, type SuccessKind } from '../../email-auth-flow';

/** Step 'success': signed in (then redirected) or reset link sent. */
export function SuccessStep({ kind, onClose }: { kind: SuccessKind | null; onClose: () => void }) {
  if (!kind) return null;
  const redirects = redirectsAfterSuccess(kind);
  return (
    <Stack align="center" ta="center" gap="sm" py="sm" data-testid="auth-success">
      <ThemeIcon size={56} radius="xl" variant="light" color={redirects ? 'green' : 'befund'}>
        {redirects ? (
          <IconCheck size={30} aria-hidden="true" />
        ) : (
          <IconMailForward size={30} aria-hidden="true" />
        )}
      </ThemeIcon>
      <Text fw={600} role="status">
        {SUCCESS_TEXT[kind]}
      </Text>
      {redirects ? (
        <Text size="sm" c="dimmed" component="div">
          <Loader size="xs" mr={8} display="inline-block" aria-hidden="true" />
          Sie werden weitergeleitet ...
        </Text>
      ) : (
        <Button variant="light" onClick={onClose} mt="xs">
          Schließen
        </Button>
      )}
    </Stack>
  );
}
