import { Accordion, Box, Container, Title } from '@mantine/core';
import { FAQ } from '../../landing-content';

export function FaqSection() {
  return (
    <Box component="section" py={{ base: 56, md: 88 }} aria-labelledby="faq-title">
      <Container size="md">
        <Title order={2} id="faq-title" ta="center" mb={32}>
          Häufige Fragen
        </Title>
        <Accordion variant="separated" radius="md" chevronPosition="right">
          {FAQ.map((entry) => (
            <Accordion.Item key={entry.question} value={entry.question}>
              <Accordion.Control>{entry.question}</Accordion.Control>
              <Accordion.Panel>{entry.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </Box>
  );
}
