import type { CurrentUser } from '@befundklar/shared/schemas/user';
import { Avatar, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBook2, IconChevronDown, IconLogout, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LOGOUT_PATH } from '../../api/queries/auth';
import { siteConfig } from '../../config';
import classes from './AppNavbar.module.css';

/** The name the bar shows: the first name, else the e-mail address (spec 01 section 2.7). */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'email'>): string {
  return user.firstName.trim() || user.email;
}

function initials(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** Logout is a browser navigation: the server clears the cookies and redirects to /. */
function signOut() {
  window.location.assign(LOGOUT_PATH);
}

/**
 * The signed-in part of the header (spec 01 section 2.7): tutorials, the user's name and the
 * avatar menu. 'Profil' (/profile) and 'Admin' (/admin, role admin only) join the menu with the
 * issues that build those pages; until then they would only lead to a 404 page.
 * The avatar shows initials: the CSP allows no third-party images (e.g. Google profile photos).
 */
export function AppNavbar({
  user,
  communityUrl = siteConfig.communityUrl,
}: {
  user: CurrentUser;
  /** The external community link; left out when none is configured (VITE_COMMUNITY_URL). */
  communityUrl?: string | undefined;
}) {
  const name = displayName(user);
  return (
    <Group gap={6} wrap="nowrap" component="nav" aria-label="Hauptnavigation">
      <Button
        component={Link}
        to="/tutorials"
        variant="subtle"
        size="sm"
        className={classes.action}
        leftSection={<IconBook2 size={18} aria-hidden="true" />}
      >
        Anleitungen
      </Button>
      {communityUrl && (
        <Button
          visibleFrom="sm"
          component="a"
          href={communityUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          size="sm"
          className={classes.action}
          leftSection={<IconUsersGroup size={18} aria-hidden="true" />}
        >
          Community
        </Button>
      )}
      <Menu position="bottom-end" width={240} shadow="md" withinPortal>
        <Menu.Target>
          <UnstyledButton className={classes.user} aria-label={`Benutzermenü von ${name}`}>
            <Group gap={8} wrap="nowrap">
              <Avatar color="befund" radius="xl" size={34}>
                {initials(user)}
              </Avatar>
              <Text size="sm" fw={600} className={classes.name} data-testid="navbar-user-name">
                {name}
              </Text>
              <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label className={classes.email}>
            <Text size="sm" fw={600} c="var(--mantine-color-text)">
              {`${user.firstName} ${user.lastName}`.trim() || name}
            </Text>
            {user.email}
          </Menu.Label>
          <Menu.Item
            component={Link}
            to="/tutorials"
            leftSection={<IconBook2 size={16} aria-hidden="true" />}
          >
            Anleitungen
          </Menu.Item>
          {communityUrl && (
            // Phones have no room for the bar's Community button: the menu carries it there.
            <Menu.Item
              hiddenFrom="sm"
              component="a"
              href={communityUrl}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconUsersGroup size={16} aria-hidden="true" />}
            >
              Community
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item onClick={signOut} leftSection={<IconLogout size={16} aria-hidden="true" />}>
            Abmelden
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
