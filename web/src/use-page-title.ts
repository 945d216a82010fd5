import { useEffect } from 'react';
import { PRODUCT_NAME } from './config';

/** Sets the tab title; index.html holds the landing page's title for the first paint. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title
      ? `${title} – ${PRODUCT_NAME}`
      : `${PRODUCT_NAME} – Radiologieberichte korrigiert und strukturiert`;
  }, [title]);
}
