import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME, readSiteConfig, readTutorialVideos } from './config';

describe('Function: readSiteConfig', () => {
  it('falls back to the product name and leaves every other detail out when nothing is configured', () => {
    const config = readSiteConfig({});
    expect(config).toEqual({
      companyName: PRODUCT_NAME,
      companyAddressLines: [],
      contactEmail: undefined,
      supportEmail: undefined,
      communityUrl: undefined,
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

describe('Function: readTutorialVideos', () => {
  it('configures no video when the variable is missing or blank', () => {
    expect(readTutorialVideos({})).toEqual({ videos: {}, problems: [] });
    expect(readTutorialVideos({ VITE_TUTORIAL_VIDEOS: '  ' })).toEqual({ videos: {}, problems: [] });
  });

  it('maps each tutorial id to its Vimeo id and hash, accepting numeric ids and public videos', () => {
    const config = readTutorialVideos({
      VITE_TUTORIAL_VIDEOS: JSON.stringify({
        'paste-transcript': { vimeoId: '123456789', vimeoHash: ' a1B2c3D4e5 ' },
        'copy-to-ris': { vimeoId: 987654321 },
      }),
    });
    expect(config.problems).toEqual([]);
    expect(config.videos).toEqual({
      'paste-transcript': { vimeoId: '123456789', vimeoHash: 'a1B2c3D4e5' },
      'copy-to-ris': { vimeoId: '987654321', vimeoHash: undefined },
    });
  });

  it('leaves out invalid entries and names each problem', () => {
    const config = readTutorialVideos({
      VITE_TUTORIAL_VIDEOS: JSON.stringify({
        good: { vimeoId: '42', vimeoHash: 'abcdef' },
        url: { vimeoId: 'https://vimeo.com/42' },
        missing: {},
        badHash: { vimeoId: '43', vimeoHash: 'x"><script>' },
        notAnObject: '44',
      }),
    });
    expect(Object.keys(config.videos)).toEqual(['good']);
    expect(config.problems).toEqual([
      'url: vimeoId must be the numeric Vimeo id',
      'missing: vimeoId must be the numeric Vimeo id',
      'badHash: vimeoHash must be the hexadecimal hash of the share link',
      'notAnObject: vimeoId must be the numeric Vimeo id',
    ]);
  });

  it('reports JSON that cannot be read instead of failing the app', () => {
    expect(readTutorialVideos({ VITE_TUTORIAL_VIDEOS: '{paste-transcript: 1}' })).toEqual({
      videos: {},
      problems: ['VITE_TUTORIAL_VIDEOS is not valid JSON'],
    });
    expect(readTutorialVideos({ VITE_TUTORIAL_VIDEOS: '[1, 2]' }).problems).toEqual([
      'VITE_TUTORIAL_VIDEOS must be a JSON object of tutorial ids',
    ]);
  });
});
