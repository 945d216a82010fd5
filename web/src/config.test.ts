import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME, readSiteConfig } from './config';

describe('Function: readSiteConfig', () => {
  it('falls back to the product name and leaves every other detail out when nothing is configured', () => {
    const config = readSiteConfig({});
    expect(config).toEqual({
      companyName: PRODUCT_NAME,
      companyAddressLines: [],
      contactEmail: undefined,
      supportEmail: undefined,
    });
  });

  it('treats blank values as not configured', () => {
    const config = readSiteConfig({
      VITE_COMPANY_NAME: '  ',
      VITE_COMPANY_ADDRESS: '',
      VITE_CONTACT_EMAIL: ' ',
    });
    expect(config.companyName).toBe(PRODUCT_NAME);
    expect(config.companyAddressLines).toEqual([]);
    expect(config.contactEmail).toBeUndefined();
  });

  it('splits the address into lines at ";" or "|" and trims every value', () => {
    const config = readSiteConfig({
      VITE_COMPANY_NAME: ' Beispiel GmbH ',
      VITE_COMPANY_ADDRESS: 'Weg 1 ;  12345 Stadt|Deutschland',
      VITE_CONTACT_EMAIL: 'kontakt@example.com',
    });
    expect(config.companyName).toBe('Beispiel GmbH');
    expect(config.companyAddressLines).toEqual(['Weg 1', '12345 Stadt', 'Deutschland']);
  });

  it('uses the contact address for support unless a support address is set', () => {
    expect(readSiteConfig({ VITE_CONTACT_EMAIL: 'a@example.com' }).supportEmail).toBe('a@example.com');
    expect(
      readSiteConfig({ VITE_CONTACT_EMAIL: 'a@example.com', VITE_SUPPORT_EMAIL: 'b@example.com' })
        .supportEmail,
    ).toBe('b@example.com');
  });
});
