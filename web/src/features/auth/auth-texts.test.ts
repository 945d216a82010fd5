import { describe, expect, it } from 'vitest';
import { resendLabel } from './auth-texts';

describe('Function: resendLabel', () => {
  it('shows the countdown while it runs', () => {
    expect(resendLabel(60)).toBe('Code erneut senden in 60s');
    expect(resendLabel(1)).toBe('Code erneut senden in 1s');
  });

  it('offers the resend at 0', () => {
    expect(resendLabel(0)).toBe('Bestätigungscode erneut senden');
  });
});
