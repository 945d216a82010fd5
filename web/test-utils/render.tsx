import { MantineProvider } from '@mantine/core';
import { type RenderOptions, render as testingLibraryRender } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../src/theme';

// jsdom lacks the layout APIs Mantine asks for; the Mantine template stubs them the same way.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // jsdom defines scrollTo but only logs "Not implemented"; ScrollRestoration calls it.
  window.scrollTo = () => {};
}

function Providers({ children }: { children: ReactNode }) {
  // env="test" turns off transitions and portals' async behaviour for deterministic tests.
  return (
    <MantineProvider theme={theme} env="test">
      {children}
    </MantineProvider>
  );
}

/** Renders inside MantineProvider (as the Mantine template's test-utils do). */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return testingLibraryRender(ui, { wrapper: Providers, ...options });
}

/** Renders an element at a path inside a memory router, for components using Link. */
export function renderWithRouter(ui: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
