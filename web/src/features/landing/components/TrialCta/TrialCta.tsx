import { Button, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TRIAL_CTA, TRIAL_NOTE } from '../../landing-content';
import classes from './TrialCta.module.css';

/** The trial call to action: always to /login, always with the no-card note beneath. */
export function TrialCta({ align = 'flex-start', fullWidth = false }: TrialCtaProps) {
  return (
    <Stack gap={6} align={align}>
      <Button
        component={Link}
        to="/login"
        className={classes.button}
        size={fullWidth ? 'md' : 'lg'}
        fullWidth={fullWidth}
        // Full width on phones so the label never overflows a 320 px screen.
        w={fullWidth ? undefined : { base: '100%', xs: 'auto' }}
        rightSection={<IconArrowRight size={18} aria-hidden="true" />}
      >
        {TRIAL_CTA}
      </Button>
      <Text size="sm" c="dimmed">
        {TRIAL_NOTE}
      </Text>
    </Stack>
  );
}

interface TrialCtaProps {
  align?: 'flex-start' | 'center' | 'stretch';
  fullWidth?: boolean;
}
