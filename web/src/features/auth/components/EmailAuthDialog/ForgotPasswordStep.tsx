import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { backLink } from './OtpStep';
import type { EmailAuth } from './use-email-auth';

/** Step 'forgot-password': the address for the reset link, back to auth. */
export function ForgotPasswordStep({ auth }: { auth: EmailAuth }) {
  const form = auth.forms.forgot;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void auth.actions.requestReset();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues
          Passwort festlegen.
        </Text>
        <TextInput
          {...form.field('email')}
          label="E-Mail-Adresse"
          type="email"
          autoComplete="email"
          data-autofocus
        />
        <Button type="submit" fullWidth loading={auth.loading} disabled={auth.loading}>
          Link senden
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={auth.actions.back} style={backLink}>
          <IconArrowLeft size={14} aria-hidden="true" /> Zurück zur Anmeldung
        </Anchor>
      </Stack>
    </form>
  );
}
