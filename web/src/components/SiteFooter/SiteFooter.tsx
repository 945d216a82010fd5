import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { COPYRIGHT_YEAR, type SiteConfig, siteConfig } from '../../config';
import { Logo } from '../Logo/Logo';
import classes from './SiteFooter.module.css';

export const LEGAL_LINKS = [
  { to: '/disclaimer', label: 'Haftungsausschluss' },
  { to: '/privacy', label: 'Datenschutz' },
  { to: '/terms', label: 'Nutzungsbedingungen' },
] as const;

/**
 * Footer with the legal links and the operator's details. Details that are not
 * configured are left out (never replaced by made-up placeholders).
 */
export function SiteFooter({ config = siteConfig }: { config?: SiteConfig }) {
  return (
    <Box component="footer" className={classes.footer}>
      <Container py={48}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm">
            <Logo size={24} />
            <Text size="sm" c="dimmed" maw={300}>
              Korrigiert und strukturiert radiologische Diktate. Keine Speicherung von Patientendaten oder
              Berichten.
            </Text>
          </Stack>
          <Stack gap={6} component="nav" aria-label="Rechtliches">
            <Text fw={600} size="sm">
              Rechtliches
            </Text>
            {LEGAL_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="slate.9">
                {link.label}
              </Anchor>
            ))}
          </Stack>
          <Stack gap={4} component="address" className={classes.address} data-testid="company">
            <Text fw={600} size="sm">
              {config.companyName}
            </Text>
            {config.companyAddressLines.map((line) => (
              <Text key={line} size="sm" c="dimmed">
                {line}
              </Text>
            ))}
            {config.contactEmail ? (
              <Anchor href={`mailto:${config.contactEmail}`} size="sm" c="slate.9">
                {config.contactEmail}
              </Anchor>
            ) : null}
          </Stack>
        </SimpleGrid>
        <Divider my="lg" color="gray.3" />
        <Text size="xs" c="dimmed">
          © {COPYRIGHT_YEAR} {config.companyName}
        </Text>
      </Container>
    </Box>
  );
}
