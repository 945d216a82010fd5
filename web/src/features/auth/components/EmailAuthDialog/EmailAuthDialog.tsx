import { Alert, Modal } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { RESET_LINK_SENT_TITLE } from '../../auth-texts';
import type { FlowState } from '../../email-auth-flow';
import { AuthStep } from './AuthStep';
import { ForgotPasswordStep } from './ForgotPasswordStep';
import { OtpStep } from './OtpStep';
import { SuccessStep } from './SuccessStep';
import { useEmailAuth } from './use-email-auth';

export interface EmailAuthDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The e-mail dialog of spec 01 section 2.5: sign in or create an account, confirm, reset. */
export function EmailAuthDialog({ opened, onClose }: EmailAuthDialogProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size={440} padding="lg">
      <Modal.Overlay backgroundOpacity={0.45} blur={2} />
      <Modal.Content aria-labelledby="email-auth-title">
        {/* Content unmounts when the dialog closes: the next opening starts fresh. */}
        <EmailAuthFlow onDone={onClose} />
      </Modal.Content>
    </Modal.Root>
  );
}

function titleOf(flow: FlowState): string {
  switch (flow.step) {
    case 'auth':
      return 'Mit E-Mail fortfahren';
    case 'otp':
      return 'E-Mail-Adresse bestätigen';
    case 'forgot-password':
      return 'Passwort vergessen';
    case 'success':
      if (flow.success === 'forgot-password') return RESET_LINK_SENT_TITLE;
      return flow.success === 'register' ? 'Willkommen bei Befundklar' : 'Willkommen zurück';
  }
}

function EmailAuthFlow({ onDone }: { onDone: () => void }) {
  const auth = useEmailAuth({ onDone });
  const { flow, error, notice } = auth;
  return (
    <>
      <Modal.Header>
        <Modal.Title id="email-auth-title" fw={700} fz="lg">
          {titleOf(flow)}
        </Modal.Title>
        <Modal.CloseButton aria-label="Dialog schließen" />
      </Modal.Header>
      <Modal.Body>
        {error ? (
          <Alert color="red" variant="light" mb="md" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        ) : null}
        {notice ? (
          <Alert color="befund" variant="light" mb="md" icon={<IconInfoCircle size={18} />} role="status">
            {notice}
          </Alert>
        ) : null}
        {flow.step === 'auth' ? <AuthStep auth={auth} /> : null}
        {flow.step === 'otp' ? <OtpStep auth={auth} /> : null}
        {flow.step === 'forgot-password' ? <ForgotPasswordStep auth={auth} /> : null}
        {flow.step === 'success' ? <SuccessStep kind={flow.success} onClose={onDone} /> : null}
      </Modal.Body>
    </>
  );
}
