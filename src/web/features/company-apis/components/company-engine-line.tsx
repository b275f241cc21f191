import { Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toApiError } from '../../../api-client';
import { companyEngineQueryOptions } from '../api/company-engine-query-options';

type TCompanyEngineLineProps = {
  companyId: number | null;
  /** Master admins name the company and are offered the way to its credentials. */
  isMasterAdmin: boolean;
};

const LABEL = 'Engine in use:';

/**
 * Which engine the company's clause tests and refinements use, in the server's words: e.g. 'Azure
 * OpenAI deployment gpt-4o (the company's own credentials)' or 'Built-in engine (no AI service): …'.
 */
export function CompanyEngineLine({ companyId, isMasterAdmin }: TCompanyEngineLineProps) {
  const engine = useQuery(companyEngineQueryOptions(companyId, isMasterAdmin));
  return (
    <Group gap={6} wrap="wrap" align="center" role="status">
      <Text size="sm" fw={600}>
        {LABEL}
      </Text>
      {engine.isPending && (
        <>
          <Loader size={12} />
          <Text size="sm" c="dimmed">
            Checking…
          </Text>
        </>
      )}
      {engine.isError && (
        <>
          <Text size="sm" c="red.8">
            Not available. {toApiError(engine.error).detail}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            loading={engine.isFetching}
            onClick={() => void engine.refetch()}
          >
            Try again
          </Button>
        </>
      )}
      {engine.isSuccess && (
        <>
          <Text size="sm">{engine.data.description}</Text>
          {isMasterAdmin && engine.data.source !== 'company' && (
            <Anchor component={Link} to="/legal/add-company-api" size="sm">
              Connect the company's own AI service
            </Anchor>
          )}
        </>
      )}
    </Group>
  );
}
