// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../../../../test-utils/render';
import { PasswordStrength, strengthOf } from './PasswordStrength';

afterEach(cleanup);

describe('Function: strengthOf', () => {
  it.each([
    ['abc', 25, 'Schwach', 'red'],
    ['abcdefgh', 50, 'Gut', 'yellow'],
    ['Abcdefgh', 75, 'Stark', 'green'],
    ['Abcdefg1', 100, 'Stark', 'green'],
    ['Abcdefg1!', 100, 'Stark', 'green'],
    ['ABC1', 50, 'Gut', 'yellow'],
    ['!', 25, 'Schwach', 'red'],
  ])('%s scores %i: %s (%s)', (password, score, label, color) => {
    expect(strengthOf(password)).toMatchObject({ score, label, color });
  });
});

describe('Component: PasswordStrength', () => {
  it('shows nothing for an empty password', () => {
    const { container } = render(<PasswordStrength password="" />);
    expect(container.querySelector('[data-testid="password-strength"]')).toBeNull();
  });

  it('labels the bar with the level', () => {
    render(<PasswordStrength password="abcdefgh" />);
    expect(screen.getByText('Gut')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Passwortstärke: Gut' })).toBeTruthy();
  });
});
