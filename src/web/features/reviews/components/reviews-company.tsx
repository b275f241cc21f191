import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CompanySwitcher } from '../../train-model/components/company-switcher';
import type { TReviewScope } from './use-review-scope';

/** The company whose reviews are shown, as a badge. */
export function CompanyBadge({ name }: { name: string | null }) {
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        Company:
      </Text>
      <Badge size="lg" variant="light" tt="none">
        {name ?? 'No company'}
      </Badge>
    </Group>
  );
}

/** The company the page is about: a user's own, or the master admin's company switcher. */
export function ReviewsCompany({
  reviewScope,
  userCompany,
}: {
  reviewScope: TReviewScope;
  userCompany: string | null;
}) {
  const { isMasterAdmin, companies, chosenCompany, chooseCompany } = reviewScope;
  if (!isMasterAdmin) return <CompanyBadge name={userCompany} />;
  return (
    <CompanySwitcher
      companies={companies.list}
      loading={companies.loading}
      loadError={companies.loadError}
      value={chosenCompany}
      onChange={chooseCompany}
    />
  );
}

/** Shown to a master admin until a company is chosen. */
export function PickReviewsCompany() {
  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="pick-company"
    >
      <Stack gap={6} align="center" ta="center">
        <Title order={2} size="h4" id="pick-company">
          Pick a company to see its reviews
        </Title>
        <Text c="dimmed" size="sm" maw={520}>
          Each company keeps its own document reviews. Choose one in the Company list above; this browser
          remembers your choice.
        </Text>
      </Stack>
    </Paper>
  );
}
