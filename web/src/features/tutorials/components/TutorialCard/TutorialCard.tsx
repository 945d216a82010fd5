import { Badge, Card, Group, List, Text, Title } from '@mantine/core';
import { IconClockPlay, IconListNumbers } from '@tabler/icons-react';
import type { TutorialVideo } from '../../../../config';
import type { Tutorial } from '../../tutorials-content';
import { VimeoPlayer } from '../VimeoPlayer/VimeoPlayer';
import classes from './TutorialCard.module.css';

/**
 * One tutorial. With a configured video: the consent-gated player, and the steps folded
 * away as a text version. Without one: the written steps instead, never an empty player.
 */
export function TutorialCard({ tutorial, video }: TutorialCardProps) {
  const headingId = `tutorial-${tutorial.id}`;
  const steps = (
    <List type="ordered" spacing={6} size="sm" className={classes.steps}>
      {tutorial.steps.map((step) => (
        <List.Item key={step}>{step}</List.Item>
      ))}
    </List>
  );
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby={headingId}
      data-tutorial={tutorial.id}
      className={classes.card}
    >
      {video && (
        <Card.Section mb="md">
          <VimeoPlayer video={video} title={tutorial.title} />
        </Card.Section>
      )}
      <Group gap="xs" mb={6}>
        {video ? (
          <Badge variant="light" leftSection={<IconClockPlay size={14} aria-hidden="true" />}>
            Video · {tutorial.duration} Min.
          </Badge>
        ) : (
          <Badge variant="light" color="slate" leftSection={<IconListNumbers size={14} aria-hidden="true" />}>
            Anleitung in {tutorial.steps.length} Schritten
          </Badge>
        )}
      </Group>
      <Title order={3} id={headingId} className={classes.title}>
        {tutorial.title}
      </Title>
      <Text size="sm" c="dimmed" mt={6}>
        {tutorial.description}
      </Text>
      {video ? (
        <details className={classes.details}>
          <summary>Schritte zum Nachlesen</summary>
          {steps}
        </details>
      ) : (
        <div className={classes.stepsBlock}>{steps}</div>
      )}
    </Card>
  );
}

interface TutorialCardProps {
  tutorial: Tutorial;
  video: TutorialVideo | undefined;
}
