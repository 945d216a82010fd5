import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * A calm clinical blue-teal. Shade 7 is the primary shade: white text on it
 * has a contrast ratio above 4.5:1 (WCAG AA), lighter shades serve as tints.
 */
const befund: MantineColorsTuple = [
  '#e7f5f9',
  '#d3e9f1',
  '#a8d2e3',
  '#79b9d4',
  '#53a4c8',
  '#3a97c1',
  '#2a8cb9',
  '#0f6f97',
  '#075f83',
  '#004f70',
];

/** Muted slate for body text and borders; less harsh than pure black on white. */
const slate: MantineColorsTuple = [
  '#f4f7f9',
  '#e7ecf0',
  '#cdd7df',
  '#b0bfcb',
  '#97aaba',
  '#879cae',
  '#7e95a8',
  '#6b8294',
  '#5e7385',
  '#4d6477',
];

export const theme = createTheme({
  primaryColor: 'befund',
  primaryShade: { light: 7, dark: 5 },
  colors: { befund, slate },
  // System fonts only: the CSP allows 'self' and the app must work offline.
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontWeight: '650',
    sizes: {
      h1: { fontSize: 'clamp(1.9rem, 1.2rem + 3vw, 3.1rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.5rem, 1.2rem + 1.4vw, 2.1rem)', lineHeight: '1.25' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Container: { defaultProps: { size: 'lg' } },
  },
});

/**
 * Softer body text than pure black, and a darker "dimmed" than Mantine's gray-6
 * (about 3.3:1 on white) so secondary copy still meets WCAG AA (about 5.5:1).
 * The app uses the light scheme only.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-text': '#1d2b36', '--mantine-color-dimmed': '#5b6b78' },
  dark: {},
});
