import { Anchor, Box, Container, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../use-page-title';
import classes from './LegalPage.module.css';

/** Date of the current version of the legal texts; change it with every text change. */
export const LEGAL_TEXT_DATE = 'November 2026';

/** Shared frame of the legal pages: readable line length, typography for plain HTML. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size="md" py={{ base: 40, md: 64 }}>
      <Box component="article" maw={760}>
        <Title order={1} c="befund.9" mb={4} className={classes.title}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" mb="xl">
          Stand: {LEGAL_TEXT_DATE}
        </Text>
        <Typography className={classes.body}>{children}</Typography>
        <Text size="sm" mt="xl">
          <Anchor component={Link} to="/">
            Zurück zur Startseite
          </Anchor>
        </Text>
      </Box>
    </Container>
  );
}
