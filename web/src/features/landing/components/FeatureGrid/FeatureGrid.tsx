import { Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FEATURES } from '../../landing-content';

export function FeatureGrid() {
  return (
    <Box component="section" py={{ base: 56, md: 88 }} aria-labelledby="features-title">
      <Container>
        <Stack gap="xs" align="center" mb={48} ta="center">
          <Title order={2} id="features-title">
            Alles, was ein guter Befund braucht
          </Title>
          <Text c="dimmed" maw={620}>
            Sie diktieren wie gewohnt. Befundklar kümmert sich um Sprache, Struktur und Form.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {FEATURES.map(({ title, text, icon: Icon }) => (
            <Card key={title} withBorder radius="lg" padding="xl" data-testid="feature-card">
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
                <Icon size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="md" mb="xs">
                {title}
              </Title>
              <Text size="sm" c="dimmed" lh={1.6}>
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
