// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test-utils/render';
import { readSiteConfig } from '../../config';
import { SiteFooter } from './SiteFooter';

afterEach(cleanup);

describe('Component: SiteFooter', () => {
  it('links to the three legal pages', () => {
    renderWithRouter(<SiteFooter config={readSiteConfig({})} />);
    const nav = screen.getByRole('navigation', { name: 'Rechtliches' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/disclaimer', '/privacy', '/terms']);
  });

  it('shows the configured company, address, contact and the 2025 copyright line', () => {
    const config = readSiteConfig({
      VITE_COMPANY_NAME: 'Beispiel GmbH',
      VITE_COMPANY_ADDRESS: 'Weg 1; 12345 Stadt',
      VITE_CONTACT_EMAIL: 'kontakt@example.com',
    });
    renderWithRouter(<SiteFooter config={config} />);
    const company = screen.getByTestId('company');
    expect(company.textContent).toContain('Beispiel GmbH');
    expect(company.textContent).toContain('Weg 1');
    expect(company.textContent).toContain('12345 Stadt');
    expect(within(company).getByRole('link', { name: 'kontakt@example.com' }).getAttribute('href')).toBe(
      'mailto:kontakt@example.com',
    );
    expect(screen.getByText('© 2025 Beispiel GmbH')).toBeTruthy();
  });

  it('shows only the product name when no company details are configured', () => {
    renderWithRouter(<SiteFooter config={readSiteConfig({})} />);
    const company = screen.getByTestId('company');
    expect(company.textContent).toBe('Befundklar');
    expect(within(company).queryByRole('link')).toBeNull();
    expect(screen.getByText('© 2025 Befundklar')).toBeTruthy();
  });
});
