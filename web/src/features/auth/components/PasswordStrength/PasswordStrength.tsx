import { passwordStrength } from '@befundklar/shared/schemas/auth';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { STRENGTH_COLOR, STRENGTH_LABEL } from '../../auth-texts';

/** The strength of a password for the meter (spec 01 section 5): advisory only, never blocking. */
export function strengthOf(password: string) {
  const { score, level } = passwordStrength(password);
  return { score, level, label: STRENGTH_LABEL[level], color: STRENGTH_COLOR[level] };
}

/** Darker shades for the label so it stays readable on white (WCAG AA); the bar keeps the hue. */
const TEXT_COLOR = { weak: 'red.9', good: '#8a6100', strong: 'green.9' } as const;

/** Bar and label under a new password: below 50 'Schwach' (red), to 74 'Gut' (yellow), then 'Stark'. */
export function PasswordStrength({ password }: { password: string }) {
  if (password === '') return null;
  const { score, level, label, color } = strengthOf(password);
  return (
    <Stack gap={4} data-testid="password-strength" data-level={label}>
      <Progress value={score} color={color} size="sm" aria-label={`Passwortstärke: ${label}`} />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          Mindestens 8 Zeichen, Groß- und Kleinbuchstaben, Ziffern und Sonderzeichen
        </Text>
        <Text size="xs" fw={700} c={TEXT_COLOR[level]} style={{ whiteSpace: 'nowrap' }}>
          {label}
        </Text>
      </Group>
    </Stack>
  );
}
