import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';

const POSITION = 'bottom-right';
const REGION_LABEL = 'Benachrichtigungen (F8)';

/**
 * The toast region (spec 01 section 9): one toast at a time, 5 s by default,
 * dismissable by swiping, and F8 moves keyboard focus to the region so keyboard
 * and screen reader users can reach a toast without hunting for it.
 */
export function Toaster() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const region = findRegion();
      if (!region) return;
      event.preventDefault();
      region.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return <Notifications limit={1} autoClose={5000} position={POSITION} allowDragDismiss />;
}

/**
 * Mantine renders one container per position and spreads extra props onto all
 * six, so the used container is labelled here rather than through props.
 */
function findRegion(): HTMLElement | null {
  const region = document.querySelector<HTMLElement>(
    `.mantine-Notifications-root[data-position="${POSITION}"]`,
  );
  if (region && !region.hasAttribute('tabindex')) {
    region.setAttribute('tabindex', '-1');
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', REGION_LABEL);
  }
  return region;
}
