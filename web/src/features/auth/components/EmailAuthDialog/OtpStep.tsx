import { CODE_LENGTH } from '@befundklar/shared/schemas/auth';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { resendLabel } from '../../auth-texts';
import type { EmailAuth } from './use-email-auth';

/** Step 'otp': the 6-digit code from the mail, resend with its countdown, back to auth. */
export function OtpStep({ auth }: { auth: EmailAuth }) {
  const form = auth.forms.code;
  const waiting = auth.resendSecondsLeft > 0;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void auth.actions.verify();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Wir haben einen 6-stelligen Bestätigungscode an <strong>{auth.flow.email}</strong> geschickt. Bitte
          geben Sie ihn hier ein.
        </Text>
        <TextInput
          {...form.field('code')}
          label="Bestätigungscode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder="123456"
          data-autofocus
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
        />
        <Button type="submit" fullWidth loading={auth.loading} disabled={auth.loading}>
          Bestätigen
        </Button>
        <Button
          variant="subtle"
          fullWidth
          onClick={() => void auth.actions.resend()}
          disabled={waiting || auth.loading}
        >
          {resendLabel(auth.resendSecondsLeft)}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={auth.actions.back} style={backLink}>
          <IconArrowLeft size={14} aria-hidden="true" /> Zurück
        </Anchor>
      </Stack>
    </form>
  );
}

export const backLink = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  alignSelf: 'flex-start',
} as const;
