import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { AccessGate } from '../../access/AccessGate';
import { PageLoader } from '../PageLoader/PageLoader';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { SiteHeader } from '../SiteHeader/SiteHeader';

/**
 * Shell of every page. The access gate applies the route table's guard to the matched page
 * (src/access/page-access.ts). ScrollRestoration starts each new page at the top and scrolls
 * to the element named by a #hash (e.g. /#pricing).
 */
export function SiteLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Zum Inhalt springen
      </a>
      <SiteHeader />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <AccessGate>
          <Outlet />
        </AccessGate>
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Box>
  );
}

/**
 * Shown while the first page chunk loads on a cold start: the header already
 * stands, so the page does not jump when the content arrives.
 */
export function SiteLayoutFallback() {
  return (
    <Box mih="100vh">
      <SiteHeader />
      <PageLoader />
    </Box>
  );
}
