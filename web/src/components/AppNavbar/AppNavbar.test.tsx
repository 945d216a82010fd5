// @vitest-environment jsdom
import type { CurrentUser } from '@befundklar/shared/schemas/user';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test-utils/render';
import { readSiteConfig } from '../../config';
import { AppNavbar, displayName } from './AppNavbar';

afterEach(cleanup);

const user: CurrentUser = {
  id: 'u1',
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'anna@example.com',
  profileImageUrl: null,
  role: 'user',
  manualFullAccess: false,
  subscriptionStatus: 'trialing',
  trialEndsAt: '2099-01-01T00:00:00Z',
  preferredLanguage: 'de',
  templateSearchTerm: '',
  templateModalityFilter: 'all',
  templateLanguageFilter: 'all',
  autoFormatExternal: false,
  autoFillTemplateExternal: false,
  autoGenerateReportExternal: false,
};

describe('Component: AppNavbar', () => {
  it('links the configured community in a new tab, without handing it the page', () => {
    renderWithRouter(<AppNavbar user={user} communityUrl="https://community.example.com/" />);
    const link = screen.getByRole('link', { name: 'Community' });
    expect(link.getAttribute('href')).toBe('https://community.example.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves the community link out when none is configured', () => {
    renderWithRouter(<AppNavbar user={user} communityUrl={undefined} />);
    expect(screen.queryByRole('link', { name: 'Community' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Anleitungen' }).getAttribute('href')).toBe('/tutorials');
  });

  it('shows the first name, else the e-mail address', () => {
    expect(displayName(user)).toBe('Anna');
    expect(displayName({ firstName: ' ', email: 'anna@example.com' })).toBe('anna@example.com');
  });
});

describe('Configuration: VITE_COMMUNITY_URL', () => {
  it('accepts only https URLs', () => {
    expect(readSiteConfig({ VITE_COMMUNITY_URL: ' https://forum.example.com ' }).communityUrl).toBe(
      'https://forum.example.com/',
    );
    for (const bad of ['http://forum.example.com', 'javascript:alert(1)', 'forum.example.com', ''])
      expect(readSiteConfig({ VITE_COMMUNITY_URL: bad }).communityUrl).toBeUndefined();
  });
});
