/**
 * The steps of the e-mail dialog (spec 01 sections 2.5 and 4) as a pure reducer:
 * auth (sign in | create account) -> success, auth(register) -> otp -> success,
 * auth -> forgot-password -> success. Calls and timers live in use-email-auth.ts.
 */
export type FlowStep = 'auth' | 'otp' | 'forgot-password' | 'success';
export type AuthTab = 'signin' | 'register';
export type SuccessKind = 'signin' | 'register' | 'forgot-password';

export interface FlowState {
  step: FlowStep;
  tab: AuthTab;
  /** The address the code was sent to (remembered after registration). */
  email: string;
  success: SuccessKind | null;
}

export type FlowEvent =
  | { type: 'SELECT_TAB'; tab: AuthTab }
  | { type: 'SIGNED_IN' }
  | { type: 'REGISTERED'; email: string }
  | { type: 'NEEDS_VERIFICATION'; email: string }
  | { type: 'VERIFIED' }
  | { type: 'OPEN_FORGOT_PASSWORD' }
  | { type: 'RESET_LINK_SENT' }
  | { type: 'BACK' }
  | { type: 'SHOW_SIGN_IN' }
  | { type: 'RESET' };

export const INITIAL_FLOW: FlowState = { step: 'auth', tab: 'signin', email: '', success: null };

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'SELECT_TAB':
      return state.step === 'auth' ? { ...state, tab: event.tab } : state;
    case 'SIGNED_IN':
      return state.step === 'auth' ? { ...state, step: 'success', success: 'signin' } : state;
    case 'REGISTERED':
    case 'NEEDS_VERIFICATION':
      return state.step === 'auth' ? { ...state, step: 'otp', email: event.email } : state;
    case 'VERIFIED':
      return state.step === 'otp' ? { ...state, step: 'success', success: 'register' } : state;
    case 'OPEN_FORGOT_PASSWORD':
      return state.step === 'auth' ? { ...state, step: 'forgot-password' } : state;
    case 'RESET_LINK_SENT':
      return state.step === 'forgot-password'
        ? { ...state, step: 'success', success: 'forgot-password' }
        : state;
    case 'BACK':
      return state.step === 'otp' || state.step === 'forgot-password' ? { ...state, step: 'auth' } : state;
    case 'SHOW_SIGN_IN':
      return { ...state, step: 'auth', tab: 'signin', success: null };
    case 'RESET':
      return INITIAL_FLOW;
  }
}

/** Sign-in and verification end signed in, with a redirect to / after 1.5 s. */
export function redirectsAfterSuccess(kind: SuccessKind | null): boolean {
  return kind === 'signin' || kind === 'register';
}
