// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../../test-utils/render';
import { Toaster } from './Toaster';

afterEach(cleanup);

describe('Component: Toaster', () => {
  it('moves focus to the labelled notification region on F8', () => {
    render(<Toaster />);
    fireEvent.keyDown(window, { key: 'F8' });
    const focused = document.activeElement;
    expect(focused?.getAttribute('data-position')).toBe('bottom-right');
    expect(focused?.getAttribute('role')).toBe('region');
    expect(focused?.getAttribute('aria-label')).toBe('Benachrichtigungen (F8)');
  });

  it('ignores other keys', () => {
    render(<Toaster />);
    fireEvent.keyDown(window, { key: 'F7' });
    expect(document.activeElement).toBe(document.body);
  });
});
