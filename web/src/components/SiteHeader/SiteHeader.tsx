import { Box, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../Logo/Logo';
import classes from './SiteHeader.module.css';

/** Public header: logo home, 'Preise' to the pricing anchor of the landing page, 'Anmelden'. */
export function SiteHeader() {
  return (
    <Box component="header" className={classes.header}>
      <Container h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Link to="/" className={classes.home} aria-label="Befundklar – zur Startseite">
            <Logo />
          </Link>
          <Group gap={4} wrap="nowrap" component="nav" aria-label="Hauptnavigation">
            <Button
              component={Link}
              to={{ pathname: '/', hash: '#pricing' }}
              variant="subtle"
              size="sm"
              className={classes.action}
            >
              Preise
            </Button>
            <Button component={Link} to="/login" size="sm" className={classes.action}>
              Anmelden
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
