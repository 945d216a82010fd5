import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '../../config';

/** Word mark with the favicon glyph; inline SVG so it needs no extra request. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-befund-7)" />
        <path
          d="M9 8h8.5a5 5 0 0 1 2.9 9.1A5.2 5.2 0 0 1 18 27H9z"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinejoin="round"
        />
        <path d="M9 17h9" stroke="#fff" strokeWidth="2.6" />
      </svg>
      <Text component="span" fw={700} fz={size * 0.68} c="befund.9" lh={1}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
