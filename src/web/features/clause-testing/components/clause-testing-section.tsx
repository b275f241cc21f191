import { Group, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ErrorModal } from '../../../components/ui/error-modal';
import type { TFieldErrors } from '../../../components/ui/form-errors';
import { SectionCard } from '../../../components/ui/section-card';
import { DocumentReview } from '../../document-review/components/document-review';
import { useDocumentReview } from '../../document-review/components/use-document-review';
import { playbookQueryOptions } from '../../playbook/api/playbook-query-options';
import type { TPlaybookScope } from '../../playbook/api/playbook-scope';
import { PlaybookLoadStatus } from '../../playbook/components/playbook-load-status';
import { KeptReviewLink } from '../../reviews/components/kept-review-link';
import { ClauseTestResults } from './clause-test-results';
import { DocumentClauseForm } from './document-clause-form';
import { TextClauseForm } from './text-clause-form';
import { useClauseTest } from './use-clause-test';
import { usePlaybookSelection } from './use-playbook-selection';

type TClauseSource = 'text' | 'document';

/**
 * 'CLAUSE TESTING': test a clause from a counterparty's draft (typed, or a whole uploaded document)
 * against the company's playbook and get a preferred and an acceptable rewrite, each with its
 * redline, then refine either. Switching between Text and Document keeps each one's result. Remount
 * it (key) per company: unmounting stops every running call and poll.
 */
export function ClauseTestingSection({ scope }: { scope: TPlaybookScope }) {
  const query = useQuery(playbookQueryOptions(scope));
  const playbook = query.data;
  const selection = usePlaybookSelection(playbook);
  const [source, setSource] = useState<TClauseSource>('text');
  const [clause, setClause] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const clauseTest = useClauseTest(scope);
  const [documentFile, setDocumentFile] = useState<File | null>(null);
  const documentReview = useDocumentReview(scope);
  const dropZone = useRef<{ focus: () => void }>(null);

  const uploadAnother = () => {
    documentReview.reset();
    setDocumentFile(null);
    dropZone.current?.focus();
  };

  return (
    <SectionCard title="CLAUSE TESTING">
      <Text c="dimmed" size="sm">
        Check a clause from a counterparty's draft against your playbook and get a preferred and an acceptable
        rewrite, each with its redline.
      </Text>
      <PlaybookLoadStatus query={query} />
      {playbook && (
        <Stack gap="lg">
          <Radio.Group
            label="What would you like to test?"
            value={source}
            onChange={(next) => setSource(next === 'document' ? 'document' : 'text')}
          >
            <Group mt="xs" gap="xl">
              <Radio value="text" label="Text" />
              <Radio value="document" label="Document" />
            </Group>
          </Radio.Group>
          {source === 'text' ? (
            <>
              <TextClauseForm
                selection={selection}
                clause={clause}
                onClauseChange={setClause}
                errors={errors}
                onErrorsChange={setErrors}
                testing={clauseTest.testing}
                onTest={(request) => void clauseTest.test(request)}
              />
              {clauseTest.result && (
                <ClauseTestResults
                  result={clauseTest.result}
                  onRefine={clauseTest.refine}
                  onCheckAgain={clauseTest.checkAgain}
                />
              )}
            </>
          ) : (
            <>
              <DocumentClauseForm
                scope={scope}
                selection={selection}
                file={documentFile}
                onFileChange={setDocumentFile}
                uploading={documentReview.state.phase === 'uploading'}
                onTest={(contract, file, weActFor) => void documentReview.upload(contract, file, weActFor)}
                dropZoneRef={dropZone}
              />
              <KeptReviewLink scope={scope} state={documentReview.state} />
              <DocumentReview scope={scope} review={documentReview} onUploadAnother={uploadAnother} />
            </>
          )}
        </Stack>
      )}
      <ErrorModal error={clauseTest.error} onClose={clauseTest.clearError} />
      <ErrorModal error={documentReview.error} onClose={documentReview.clearError} />
    </SectionCard>
  );
}
