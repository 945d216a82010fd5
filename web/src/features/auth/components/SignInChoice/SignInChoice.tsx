import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandGoogleFilled, IconMail } from '@tabler/icons-react';
import { GOOGLE_SIGN_IN_PATH } from '../../../../api/queries/auth';
import { EmailAuthDialog } from '../EmailAuthDialog/EmailAuthDialog';

/** Google sign-in is a browser navigation: the server redirects to Cognito's hosted UI. */
function continueWithGoogle() {
  window.location.assign(GOOGLE_SIGN_IN_PATH);
}

/** The two ways in (spec 01 sections 2.2 and 2.4): the e-mail dialog or Google. */
export function SignInChoice() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Stack gap="sm">
      <Button size="md" fullWidth leftSection={<IconMail size={20} aria-hidden="true" />} onClick={open}>
        Mit E-Mail fortfahren
      </Button>
      <Button
        size="md"
        fullWidth
        variant="default"
        leftSection={<IconBrandGoogleFilled size={20} aria-hidden="true" />}
        onClick={continueWithGoogle}
      >
        Mit Google fortfahren
      </Button>
      <EmailAuthDialog opened={opened} onClose={close} />
    </Stack>
  );
}
