import { Center, Loader } from '@mantine/core';

/** Neutral full-height spinner while a page chunk loads. */
export function PageLoader() {
  return (
    <Center mih="60vh" aria-busy="true">
      <Loader aria-label="Lädt..." />
    </Center>
  );
}
