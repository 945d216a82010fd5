import { Anchor, Box, Container, Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { siteConfig, tutorialVideos } from '../../config';
import { usePageTitle } from '../../use-page-title';
import { QuestionForm } from './components/QuestionForm/QuestionForm';
import { TutorialCard } from './components/TutorialCard/TutorialCard';
import { VisitorBanner } from './components/VisitorBanner/VisitorBanner';
import { CATEGORIES, TUTORIALS } from './tutorials-content';
import { useIsVisitor } from './use-is-visitor';

/** Spec 02 section 9. */
export const SUPPORT_REPLY_HOURS = 24;

/** /tutorials (spec 02): six tutorials in three categories and the question form. Public. */
export function TutorialsPage() {
  usePageTitle('Tutorials');
  const isVisitor = useIsVisitor();
  return (
    <Container py={{ base: 40, md: 64 }}>
      <Stack gap={40}>
        <Stack gap="sm" maw={720}>
          <Text fw={700} c="befund.7" size="sm" tt="uppercase">
            Anleitungen
          </Text>
          <Title order={1}>Tutorials</Title>
          <Text size="lg" c="dimmed">
            Sechs kurze Anleitungen: vom eingefügten Transkript über die ausgefüllte Vorlage bis zum fertigen
            Bericht in Ihrem RIS.
          </Text>
        </Stack>

        {isVisitor && <VisitorBanner />}

        {CATEGORIES.map((category) => (
          <Box component="section" key={category.id} aria-labelledby={`category-${category.id}`}>
            <Title order={2} id={`category-${category.id}`} mb={4}>
              {category.title}
            </Title>
            <Text c="dimmed" mb="lg">
              {category.intro}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {TUTORIALS.filter((tutorial) => tutorial.category === category.id).map((tutorial) => (
                <TutorialCard key={tutorial.id} tutorial={tutorial} video={tutorialVideos[tutorial.id]} />
              ))}
            </SimpleGrid>
          </Box>
        ))}

        <Box component="section" aria-labelledby="question-heading">
          <Grid gap={{ base: 'lg', md: 48 }}>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Title order={2} id="question-heading" mb="sm">
                Noch eine Frage?
              </Title>
              <Text c="dimmed" mb="md">
                Fehlt eine Anleitung, oder kommen Sie an einer Stelle nicht weiter? Schreiben Sie uns – Ihre
                Frage geht direkt an unseren Support.
              </Text>
              <Text fw={600} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <IconClock size={20} aria-hidden="true" />
                Wir antworten innerhalb von {SUPPORT_REPLY_HOURS} Stunden.
              </Text>
              {siteConfig.supportEmail && (
                <Text size="sm" c="dimmed" mt="md">
                  Sie erreichen uns auch per E-Mail:{' '}
                  <Anchor href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</Anchor>
                </Text>
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
                <QuestionForm />
              </Paper>
            </Grid.Col>
          </Grid>
        </Box>
      </Stack>
    </Container>
  );
}
