import { Badge, Box, Card, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { MONTHLY_PRICE, PLAN_BADGES, PLAN_BENEFITS, PLAN_NAME } from '../../landing-content';
import { TrialCta } from '../TrialCta/TrialCta';
import classes from './PricingSection.module.css';

/** The pricing anchor (#pricing) targeted by the header's 'Preise' button. */
export function PricingSection() {
  return (
    <Box component="section" id="pricing" className={classes.section} aria-labelledby="pricing-title">
      <Container py={{ base: 56, md: 88 }}>
        <Stack gap="xs" align="center" mb={40} ta="center">
          <Title order={2} id="pricing-title">
            Preise
          </Title>
          <Text c="dimmed" maw={560}>
            Ein Plan, alle Funktionen. Testen Sie 7 Tage kostenlos und entscheiden Sie danach.
          </Text>
        </Stack>
        <Card withBorder radius="lg" padding="lg" shadow="sm" maw={440} mx="auto" className={classes.card}>
          <Group gap="xs" mb="md">
            {PLAN_BADGES.map((badge, index) => (
              <Badge key={badge} variant={index === 0 ? 'filled' : 'light'} size="md">
                {badge}
              </Badge>
            ))}
          </Group>
          <Title order={3} fz="xl">
            {PLAN_NAME}
          </Title>
          <Group gap={6} align="baseline" mt="sm">
            <Text fz={44} fw={750} lh={1} c="befund.9">
              {MONTHLY_PRICE}
            </Text>
            <Text fw={600}>EUR / CHF</Text>
            <Text c="dimmed">pro Monat</Text>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            Monatlich kündbar, Zugang bis zum Ende des Abrechnungszeitraums.
          </Text>
          <List
            mt="lg"
            mb="xl"
            spacing="xs"
            size="sm"
            icon={
              <ThemeIcon size={20} radius="xl" variant="light" aria-hidden="true">
                <IconCheck size={13} stroke={3} />
              </ThemeIcon>
            }
          >
            {PLAN_BENEFITS.map((benefit) => (
              <List.Item key={benefit}>{benefit}</List.Item>
            ))}
          </List>
          <TrialCta align="stretch" fullWidth />
        </Card>
      </Container>
    </Box>
  );
}
