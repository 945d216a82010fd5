import { Anchor, AspectRatio, Box, Button, Stack, Text } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TutorialVideo } from '../../../../config';
import { vimeoEmbedUrl } from '../../vimeo';
import classes from './VimeoPlayer.module.css';

/**
 * A Vimeo video behind a click (the promise of the privacy page): until the visitor clicks,
 * nothing is requested from Vimeo, not even a preview image. The click is the consent for
 * this one video and is not remembered.
 */
export function VimeoPlayer({ video, title }: VimeoPlayerProps) {
  const [consented, setConsented] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // Keyboard users land in the player they just asked for.
    if (consented) frame.current?.focus();
  }, [consented]);

  if (consented) {
    return (
      <AspectRatio ratio={16 / 9} className={classes.frame}>
        <iframe
          ref={frame}
          src={vimeoEmbedUrl(video)}
          title={`Video: ${title}`}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </AspectRatio>
    );
  }

  return (
    <Box className={classes.placeholder}>
      <Stack align="center" gap="xs" maw={420}>
        <Button
          size="md"
          variant="white"
          leftSection={<IconPlayerPlayFilled size={18} aria-hidden="true" />}
          onClick={() => setConsented(true)}
          // Starts with the visible label; the title tells the six buttons apart.
          aria-label={`Video von Vimeo laden: ${title}`}
        >
          Video von Vimeo laden
        </Button>
        <Text size="xs" className={classes.note}>
          Das Video wird erst nach Ihrem Klick von Vimeo geladen. Vimeo erhält dabei Ihre IP-Adresse und
          technische Angaben zu Ihrem Browser.{' '}
          <Anchor component={Link} to="/privacy" size="xs" className={classes.link}>
            Datenschutzerklärung
          </Anchor>
        </Text>
      </Stack>
    </Box>
  );
}

interface VimeoPlayerProps {
  video: TutorialVideo;
  title: string;
}
