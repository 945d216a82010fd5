import { Box, Button, Container, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAccess } from '../../access/use-access';
import { Logo } from '../Logo/Logo';
import classes from './SiteHeader.module.css';

// Its own chunk: the avatar menu (Menu, Popover) would otherwise weigh on every visitor's landing page.
const AppNavbar = lazy(async () => ({ default: (await import('../AppNavbar/AppNavbar')).AppNavbar }));

/**
 * The header of every page: logo home, then for visitors 'Preise' (the pricing anchor of the
 * landing page) and 'Anmelden', for signed-in users the app navigation. While the user loads,
 * the visitors' buttons stand (most first visits are visitors; the bar swaps when known).
 */
export function SiteHeader() {
  const { user } = useAccess();
  return (
    <Box component="header" className={classes.header}>
      <Container h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Link to="/" className={classes.home} aria-label="Befundklar – zur Startseite">
            <Logo />
          </Link>
          {user ? (
            // The avatar's room is kept while the chunk arrives, so the bar does not jump.
            <Suspense fallback={<Box w={34} h={34} aria-hidden="true" />}>
              <AppNavbar user={user} />
            </Suspense>
          ) : (
            <PublicNav />
          )}
        </Group>
      </Container>
    </Box>
  );
}

function PublicNav() {
  return (
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
  );
}
