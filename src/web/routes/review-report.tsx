import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { Link, useLoaderData, useNavigate, useParams, useSearchParams } from 'react-router';
import { KeptReview } from '../features/reviews/components/kept-review';
import {
  CompanyBadge,
  PickReviewsCompany,
  ReviewsCompany,
} from '../features/reviews/components/reviews-company';
import { useReviewScope } from '../features/reviews/components/use-review-scope';
import { reviewsLoader } from './reviews';

export const reviewReportLoader = reviewsLoader;

/**
 * One review's report at /reviews/:taskid: a link that survives a reload and opens for anyone of the
 * company (a master admin's link names the company).
 */
export function ReviewReport() {
  const me = useLoaderData<typeof reviewReportLoader>();
  const { taskid = '' } = useParams();
  const [params] = useSearchParams();
  const reviewScope = useReviewScope(me, params.get('company_id'));
  const { scope, isMasterAdmin } = reviewScope;
  const navigate = useNavigate();
  return (
    <Container size="xl" w="100%" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Anchor component={Link} to="/reviews" fz="sm">
              ← All reviews
            </Anchor>
            <Title order={1} size="h2">
              Review
            </Title>
          </div>
          {scope === null ? (
            <ReviewsCompany reviewScope={reviewScope} userCompany={me.company_name} />
          ) : (
            <CompanyBadge name={isMasterAdmin ? reviewScope.companyName : me.company_name} />
          )}
        </Group>
        {scope === null ? (
          <PickReviewsCompany />
        ) : (
          <KeptReview
            key={`${scope.companyId}:${taskid}`}
            scope={scope}
            me={me}
            taskId={taskid}
            onDeleted={() => navigate('/reviews')}
          />
        )}
      </Stack>
    </Container>
  );
}
