import { type ContactRequest, ContactRequestSchema } from '@befundklar/shared/schemas/auth';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, apiRequest } from '../../../../api/client';

type Field = keyof ContactRequest;
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

export const QUESTION_SUBMITTED = {
  title: 'Question Submitted',
  message: "Thank you! We'll get back to you soon.",
};
export const QUESTION_FAILED = 'Failed to submit your question. Please try again.';

/**
 * The question form (spec 02 sections 5 and 8): name, e-mail and question required, subject
 * optional, validated with the schema the server uses. Sent to POST /api/contact, which mails
 * it to support.
 */
export function QuestionForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const send = useMutation({
    mutationFn: (question: ContactRequest) => apiRequest('POST', '/api/contact', question),
    onSuccess: () => {
      setValues(EMPTY);
      notifications.show({ ...QUESTION_SUBMITTED, color: 'green' });
    },
    onError: (error) => {
      // A throttled sender learns when to try again (the server says so in German).
      const message = error instanceof ApiError && error.status === 429 ? error.serverMessage : undefined;
      notifications.show({ title: 'Error', message: message ?? QUESTION_FAILED, color: 'red' });
    },
  });

  const update = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ContactRequestSchema.safeParse({
      ...values,
      subject: values.subject.trim() === '' ? undefined : values.subject,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      // Keyboard and screen reader users land on the first field to fix.
      const first = parsed.error.issues[0]?.path[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${String(first)}"]`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Frage an den Support">
      <Stack gap="md">
        <TextInput
          label="Name"
          name="name"
          autoComplete="name"
          withAsterisk
          maxLength={100}
          value={values.name}
          onChange={update('name')}
          error={errors.name}
        />
        <TextInput
          label="E-Mail"
          name="email"
          type="email"
          autoComplete="email"
          withAsterisk
          maxLength={254}
          value={values.email}
          onChange={update('email')}
          error={errors.email}
        />
        <TextInput
          label="Betreff"
          description="Optional"
          name="subject"
          maxLength={200}
          value={values.subject}
          onChange={update('subject')}
          error={errors.subject}
        />
        <Textarea
          label="Ihre Frage"
          description="Bitte keine Patientendaten."
          name="message"
          withAsterisk
          rows={6}
          resize="vertical"
          maxLength={5000}
          value={values.message}
          onChange={update('message')}
          error={errors.message}
        />
        <Button
          type="submit"
          loading={send.isPending}
          leftSection={<IconSend size={18} aria-hidden="true" />}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        >
          Frage senden
        </Button>
      </Stack>
    </form>
  );
}
