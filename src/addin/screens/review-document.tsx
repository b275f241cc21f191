import { Button, List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { TDocumentProgress, TDocumentReport, TReviewedClause } from '../../shared/schemas/documents';
import type { TPlaybook } from '../../shared/schemas/playbook';
import { toApiError } from '../../web/api-client';
import { pollDocumentTask } from '../../web/features/document-review/api/poll-document-task';
import { describeStage, QUEUED } from '../../web/features/document-review/components/document-review-state';
import type { TPlaybookScope } from '../../web/features/playbook/api/playbook-scope';
import { guidelineOf } from '../../web/features/playbook/components/read-playbook';
import { uploadDocx } from '../api/upload-docx';
import { HostError, readDocumentAsDocx } from '../office/office-host';
import { commentText } from './comment-text';
import { FindingItem } from './finding-item';
import { useSessionEnded } from './session-ended';
import { Problem, WaitLine } from './status';

type TReviewState =
  | { phase: 'idle' }
  | { phase: 'reading' }
  | { phase: 'sending' }
  | { phase: 'reviewing'; progress: TDocumentProgress }
  | { phase: 'done'; report: TDocumentReport }
  | { phase: 'failed'; problem: string };

type TFinding = TReviewedClause & {
  category: string;
  assessment: NonNullable<TReviewedClause['assessment']>;
};

const isFinding = (clause: TReviewedClause): clause is TFinding =>
  clause.category !== null && clause.assessment !== null && !clause.states_no_terms;

/** Which of the report's clauses with the same words each clause is (words compared, spaces aside). */
const occurrences = (clauses: readonly TReviewedClause[]) => {
  const seen = new Map<string, number>();
  return clauses.map((clause) => {
    const key = clause.text.split(/\s+/).join(' ').trim();
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return count;
  });
};

const MAX_DOCUMENT_MB = 200;

/**
 * 'Review document': hands the open document to the document review (as a DOCX) and lists its
 * findings by clause, each with 'Go to' and 'Insert preferred' / 'Insert acceptable'.
 */
export function ReviewDocument({
  scope,
  playbook,
  contract,
}: {
  scope: TPlaybookScope;
  playbook: TPlaybook;
  contract: string;
}) {
  const [review, setReview] = useState<TReviewState>({ phase: 'idle' });
  const endSession = useSessionEnded();
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const fail = (problem: string) => !controller.signal.aborted && setReview({ phase: 'failed', problem });
    setReview({ phase: 'reading' });
    let bytes: Uint8Array;
    try {
      bytes = await readDocumentAsDocx();
    } catch (error) {
      return fail(
        error instanceof HostError
          ? error.message
          : 'Word could not hand over the document. Save it and press Review document again.',
      );
    }
    if (bytes.length > MAX_DOCUMENT_MB * 1024 * 1024) {
      return fail(`The document is larger than ${MAX_DOCUMENT_MB} MB, the most a review takes.`);
    }
    setReview({ phase: 'sending' });
    try {
      const taskId = await uploadDocx(scope, contract, bytes, controller.signal);
      setReview({ phase: 'reviewing', progress: QUEUED });
      const outcome = await pollDocumentTask(scope, taskId, {
        signal: controller.signal,
        onProgress: (progress) => setReview({ phase: 'reviewing', progress }),
      });
      if (outcome.kind === 'completed' && outcome.task.data)
        setReview({ phase: 'done', report: outcome.task.data });
      else if (outcome.kind === 'failed' || outcome.kind === 'lost') fail(outcome.message);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (toApiError(error).status === 401) return endSession();
      fail(toApiError(error).detail);
    }
  };

  const busy = review.phase === 'reading' || review.phase === 'sending' || review.phase === 'reviewing';
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">{`Review the whole document against the ${contract} playbook.`}</Text>
      <Button onClick={() => void start()} loading={busy}>
        Review document
      </Button>
      {review.phase === 'reading' && <WaitLine>Reading the document from Word…</WaitLine>}
      {review.phase === 'sending' && <WaitLine>Sending the document to Clausebook…</WaitLine>}
      {review.phase === 'reviewing' && (
        <WaitLine>{`Reviewing the document: ${describeStage(review.progress)}…`}</WaitLine>
      )}
      {review.phase === 'failed' && <Problem>{review.problem}</Problem>}
      {review.phase === 'done' && <Findings report={review.report} playbook={playbook} />}
    </Stack>
  );
}

function Findings({ report, playbook }: { report: TDocumentReport; playbook: TPlaybook }) {
  const counts = occurrences(report.clauses);
  const findings = report.clauses.flatMap((clause, i) =>
    isFinding(clause) ? [{ clause, occurrence: counts[i] as number }] : [],
  );
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">{`Findings by clause (${findings.length})`}</Title>
      {findings.length === 0 && (
        <Text size="sm">No clause of this document states terms of the playbook’s categories.</Text>
      )}
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Findings by clause"
      >
        {findings.map(({ clause, occurrence }) => (
          <FindingItem
            key={clause.index}
            clause={clause}
            occurrence={occurrence}
            comment={(level) =>
              commentText({
                level,
                contract: report.contract,
                category: clause.category,
                assessment: clause.assessment,
                position: guidelineOf(playbook, level, report.contract, clause.category),
              })
            }
          />
        ))}
      </Stack>
      {report.missing_categories.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Not found in the document
          </Text>
          <List size="sm">
            {report.missing_categories.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
