import { Button, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { nextStepFor } from '../../../../access/next-step';
import { useAccess } from '../../../../access/use-access';
import { TRIAL_CTA, TRIAL_NOTE } from '../../landing-content';
import classes from './TrialCta.module.css';

/**
 * The trial call to action: to /login with the no-card note beneath. Signed-in users get what
 * they can do instead (access/next-step.ts), e.g. the tutorials and their trial's days left.
 */
export function TrialCta({ align = 'flex-start', fullWidth = false }: TrialCtaProps) {
  const { user } = useAccess();
  const next = user ? nextStepFor(user) : undefined;
  return (
    <Stack gap={6} align={align}>
      <Button
        component={Link}
        to={next?.to ?? '/login'}
        className={classes.button}
        size={fullWidth ? 'md' : 'lg'}
        fullWidth={fullWidth}
        // Full width on phones so the label never overflows a 320 px screen.
        w={fullWidth ? undefined : { base: '100%', xs: 'auto' }}
        rightSection={<IconArrowRight size={18} aria-hidden="true" />}
      >
        {next?.label ?? TRIAL_CTA}
      </Button>
      <Text size="sm" c="dimmed">
        {next?.note ?? TRIAL_NOTE}
      </Text>
    </Stack>
  );
}

interface TrialCtaProps {
  align?: 'flex-start' | 'center' | 'stretch';
  fullWidth?: boolean;
}
