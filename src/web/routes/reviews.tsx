import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { redirect, useLoaderData } from 'react-router';
import { meQueryOptions } from '../features/auth/api/me-query-options';
import { companiesQueryOptions } from '../features/companies/api/companies-query-options';
import { PickReviewsCompany, ReviewsCompany } from '../features/reviews/components/reviews-company';
import { ReviewsSection } from '../features/reviews/components/reviews-section';
import { useReviewScope } from '../features/reviews/components/use-review-scope';
import { queryClient } from '../query-client';

/** Not logged in → /login/; master admins get their companies to pick from. */
export const reviewsLoader = async () => {
  const me = await queryClient.fetchQuery(meQueryOptions);
  if (!me) throw redirect('/login/');
  if (me.role === 'masteradmin') await queryClient.prefetchQuery(companiesQueryOptions);
  return me;
};

export function Reviews() {
  const me = useLoaderData<typeof reviewsLoader>();
  const reviewScope = useReviewScope(me);
  const { scope } = reviewScope;
  return (
    <Container size="xl" w="100%" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1} size="h2">
              Reviews
            </Title>
            <Text c="dimmed" size="sm">
              {`${reviewScope.isMasterAdmin ? "The company's" : "Your company's"} document reviews, kept: reopen a report, refine it, download its Word files.`}
            </Text>
          </div>
          <ReviewsCompany reviewScope={reviewScope} userCompany={me.company_name} />
        </Group>
        {scope === null ? (
          <PickReviewsCompany />
        ) : (
          <ReviewsSection key={String(scope.companyId)} scope={scope} me={me} />
        )}
      </Stack>
    </Container>
  );
}
