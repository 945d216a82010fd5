import { describe, expect, it } from 'vitest';
import {
  type FlowEvent,
  type FlowState,
  flowReducer,
  INITIAL_FLOW,
  redirectsAfterSuccess,
} from './email-auth-flow';

const run = (events: FlowEvent[], from: FlowState = INITIAL_FLOW) => events.reduce(flowReducer, from);

describe('Function: flowReducer', () => {
  it('starts at auth with the sign-in tab', () => {
    expect(INITIAL_FLOW).toEqual({ step: 'auth', tab: 'signin', email: '', success: null });
  });

  it('sign in: auth -> success (signin)', () => {
    expect(run([{ type: 'SIGNED_IN' }])).toMatchObject({ step: 'success', success: 'signin' });
  });

  it('register: auth -> otp with the e-mail remembered -> success (register)', () => {
    // Prepare
    const events: FlowEvent[] = [
      { type: 'SELECT_TAB', tab: 'register' },
      { type: 'REGISTERED', email: 'anna@example.com' },
    ];
    // Act
    const atCode = run(events);
    const done = flowReducer(atCode, { type: 'VERIFIED' });
    // Assess
    expect(atCode).toEqual({ step: 'otp', tab: 'register', email: 'anna@example.com', success: null });
    expect(done).toMatchObject({ step: 'success', success: 'register', email: 'anna@example.com' });
  });

  it('an unconfirmed sign-in goes to the code step', () => {
    expect(run([{ type: 'NEEDS_VERIFICATION', email: 'b@example.com' }])).toMatchObject({
      step: 'otp',
      email: 'b@example.com',
    });
  });

  it('forgot password: auth -> forgot-password -> success (forgot-password)', () => {
    const state = run([{ type: 'OPEN_FORGOT_PASSWORD' }, { type: 'RESET_LINK_SENT' }]);
    expect(state).toMatchObject({ step: 'success', success: 'forgot-password' });
  });

  it('the back links of otp and forgot-password return to auth, keeping the tab', () => {
    expect(run([{ type: 'OPEN_FORGOT_PASSWORD' }, { type: 'BACK' }]).step).toBe('auth');
    const back = run([
      { type: 'SELECT_TAB', tab: 'register' },
      { type: 'REGISTERED', email: 'c@example.com' },
      { type: 'BACK' },
    ]);
    expect(back).toMatchObject({ step: 'auth', tab: 'register' });
  });

  it('ignores events that do not belong to the current step', () => {
    const atCode = run([{ type: 'REGISTERED', email: 'd@example.com' }]);
    expect(flowReducer(atCode, { type: 'SELECT_TAB', tab: 'signin' })).toBe(atCode);
    expect(flowReducer(atCode, { type: 'SIGNED_IN' })).toBe(atCode);
    expect(flowReducer(atCode, { type: 'RESET_LINK_SENT' })).toBe(atCode);
    expect(flowReducer(INITIAL_FLOW, { type: 'VERIFIED' })).toBe(INITIAL_FLOW);
    expect(flowReducer(INITIAL_FLOW, { type: 'BACK' })).toBe(INITIAL_FLOW);
  });

  it('SHOW_SIGN_IN and RESET return to auth with the sign-in tab', () => {
    const atCode = run([
      { type: 'SELECT_TAB', tab: 'register' },
      { type: 'REGISTERED', email: 'e@example.com' },
    ]);
    expect(flowReducer(atCode, { type: 'SHOW_SIGN_IN' })).toMatchObject({ step: 'auth', tab: 'signin' });
    expect(flowReducer(atCode, { type: 'RESET' })).toEqual(INITIAL_FLOW);
  });
});

describe('Function: redirectsAfterSuccess', () => {
  it('redirects after sign-in and registration, not after a reset link', () => {
    expect(redirectsAfterSuccess('signin')).toBe(true);
    expect(redirectsAfterSuccess('register')).toBe(true);
    expect(redirectsAfterSuccess('forgot-password')).toBe(false);
    expect(redirectsAfterSuccess(null)).toBe(false);
  });
});
