import { Box, Container, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { HERO_HEADLINE, TRUST_POINTS } from '../../landing-content';
import { TrialCta } from '../TrialCta/TrialCta';
import classes from './Hero.module.css';

export function Hero() {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container py={{ base: 48, md: 88 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} verticalSpacing={40}>
          <Stack gap="lg" justify="center">
            <Title order={1} id="hero-title" c="befund.9" className={classes.title}>
              {HERO_HEADLINE}
            </Title>
            <Text size="lg" c="slate.9" maw={560}>
              Befundklar verwandelt das Transkript Ihrer Spracherkennung in einen korrekten, klar gegliederten
              radiologischen Bericht – mit sicherer Fachterminologie und bereit zum Einfügen in Ihr RIS.
            </Text>
            <TrialCta />
            <List
              spacing={6}
              size="sm"
              c="slate.9"
              icon={
                <ThemeIcon size={20} radius="xl" variant="light" aria-hidden="true">
                  <IconCheck size={13} stroke={3} />
                </ThemeIcon>
              }
            >
              {TRUST_POINTS.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </Stack>
          <ExampleCard />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** A before/after sample that shows what the product does, with invented, non-patient text. */
function ExampleCard() {
  return (
    <Stack gap="sm" justify="center" aria-label="Beispiel: aus Diktat wird Bericht" role="figure">
      <Paper withBorder radius="lg" p="lg" className={classes.before}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={6}>
          Transkript der Spracherkennung
        </Text>
        <Text size="sm" c="slate.8" className={classes.mono}>
          befund doppelpunkt kein pleura erguss komma kein pneumothorax punkt herz normal gross punkt rundherd
          im rechten unterlappen 8 komma 5 millimeter punkt neuer absatz beurteilung doppelpunkt ...
        </Text>
      </Paper>
      <Paper withBorder radius="lg" p="lg" shadow="md" className={classes.after}>
        <Text size="xs" tt="uppercase" fw={700} c="befund.7" mb={6}>
          Bericht mit Befundklar
        </Text>
        <Text fw={700} size="sm">
          Befund
        </Text>
        <Text size="sm" mb="xs">
          Kein Pleuraerguss, kein Pneumothorax. Herz normal groß. Rundherd im rechten Unterlappen, 8,5 mm.
        </Text>
        <Text fw={700} size="sm">
          Beurteilung
        </Text>
        <Text size="sm">8,5 mm großer Rundherd im rechten Unterlappen. Kein Pleuraerguss.</Text>
      </Paper>
    </Stack>
  );
}
