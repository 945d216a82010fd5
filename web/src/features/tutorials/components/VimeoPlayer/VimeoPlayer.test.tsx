// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../../test-utils/render';
import { VimeoPlayer } from './VimeoPlayer';

afterEach(cleanup);

const video = { vimeoId: '123456789', vimeoHash: 'a1b2c3d4e5' };

describe('Component: VimeoPlayer', () => {
  it('renders no iframe and refers to no Vimeo address before the click', () => {
    const { container } = renderWithRouter(<VimeoPlayer video={video} title="Transkript einfügen" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toContain('vimeo.com');
    expect(screen.getByRole('button', { name: 'Video von Vimeo laden: Transkript einfügen' })).toBeTruthy();
    expect(screen.getByText(/erst nach Ihrem Klick von Vimeo geladen/)).toBeTruthy();
  });

  it('loads the Vimeo player with dnt=1 and the hash after the click, and focuses it', () => {
    const { container } = renderWithRouter(<VimeoPlayer video={video} title="Transkript einfügen" />);
    fireEvent.click(screen.getByRole('button', { name: /Video von Vimeo laden/ }));
    const frame = container.querySelector('iframe');
    expect(frame).not.toBeNull();
    const src = new URL(frame?.getAttribute('src') ?? '');
    expect(src.origin).toBe('https://player.vimeo.com');
    expect(src.pathname).toBe('/video/123456789');
    expect(src.searchParams.get('dnt')).toBe('1');
    expect(src.searchParams.get('h')).toBe('a1b2c3d4e5');
    expect(frame?.getAttribute('title')).toBe('Video: Transkript einfügen');
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('button', { name: /Video von Vimeo laden/ })).toBeNull();
  });

  it('leaves the hash out for a public video', () => {
    const { container } = renderWithRouter(
      <VimeoPlayer video={{ vimeoId: '42', vimeoHash: undefined }} title="Bericht" />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Video von Vimeo laden/ }));
    const src = new URL(container.querySelector('iframe')?.getAttribute('src') ?? '');
    expect(src.searchParams.has('h')).toBe(false);
    expect(src.searchParams.get('dnt')).toBe('1');
  });
});
