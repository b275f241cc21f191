import {
  Accordion,
  Alert,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  List,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { TDocumentReport, TReviewedClause } from '../../../../shared/schemas/documents';
import { GUIDELINE_LEVELS } from '../../../../shared/schemas/playbook';
import { REWRITE_LEVELS, type TRewriteLevel } from '../../../../shared/schemas/review';
import { countVerdicts } from '../../../../shared/verdict-counts';
import { DateTime } from '../../../components/ui/date-time';
import { LEVEL_COLORS, LEVEL_NAMES } from '../../../review/components/level-colors';
import { LEVEL_TITLES } from '../../../review/components/rewrite-state';
import type { TPlaybookScope } from '../../playbook/api/playbook-scope';
import { issuesListUrl } from '../api/issues-list-url';
import { redlineDocxUrl } from '../api/redline-docx-url';
import type { TClauseRewrites } from './document-review-state';
import { ClauseTitle, clauseNumber, ReviewedClauseItem } from './reviewed-clause-item';
import { WeActForSummary } from './we-act-for-summary';

type TDocumentReportProps = {
  scope: TPlaybookScope;
  taskId: string;
  report: TDocumentReport;
  /** Why the Word files cannot be downloaded any more, once the server no longer keeps them. */
  filesGone?: string;
  rewrites: TClauseRewrites;
  onRefine: (clause: TReviewedClause, level: TRewriteLevel, feedback: string) => Promise<boolean>;
  onCheckAgain: (clause: TReviewedClause, level: TRewriteLevel) => void;
};

const FILE_KINDS: Record<TDocumentReport['file_kind'], string> = { pdf: 'PDF', docx: 'DOCX', txt: 'Text' };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const CLAUSE_BOX = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  borderRadius: 'var(--mantine-radius-sm)',
} as const;

function DownloadIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M4 17v1a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * How many assessed clauses reached each level (a clause under several categories counts at its worst
 * level), and how many could not be assessed.
 */
function LevelCounts({ clauses }: { clauses: TReviewedClause[] }) {
  const counts = countVerdicts(clauses);
  return (
    <Group gap="xs" wrap="wrap" aria-label="Clauses by level reached" role="group">
      {GUIDELINE_LEVELS.map((level) => (
        <Badge key={level} variant="light" color={LEVEL_COLORS[level]} tt="none" size="lg">
          {`${counts[level]} ${LEVEL_NAMES[level].toLowerCase()}`}
        </Badge>
      ))}
      {counts.without_terms > 0 && (
        <Badge variant="light" color="gray" tt="none" size="lg">
          {`${counts.without_terms} without the playbook's terms`}
        </Badge>
      )}
      {counts.not_assessed > 0 && (
        <Badge variant="light" color="gray" tt="none" size="lg">
          {`${counts.not_assessed} not assessed`}
        </Badge>
      )}
    </Group>
  );
}

/** The counts above, explained where they differ from the rows' badges (those show the first category's). */
function LevelCountsNote({ clauses }: { clauses: TReviewedClause[] }) {
  if (!clauses.some((clause) => clause.also_under)) return null;
  return (
    <Text fz="xs" c="dimmed">
      A clause under several categories counts at its worst verdict.
    </Text>
  );
}

function MissingClauses({ report }: { report: TDocumentReport }) {
  const missing = report.missing_categories;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="missing-clauses-title"
      bg={missing.length > 0 ? 'orange.0' : 'teal.0'}
    >
      <Title order={4} size="h5" id="missing-clauses-title">
        Missing clauses
      </Title>
      {missing.length === 0 ? (
        <Text fz="sm" mt={4}>
          Every category of the playbook was found.
        </Text>
      ) : (
        <>
          <Text fz="sm" mt={4} c="dimmed">
            {`No clause of the document matched ${missing.length === 1 ? 'this category' : 'these categories'} of the "${report.contract}" playbook:`}
          </Text>
          <List fz="sm" mt="xs" spacing={2}>
            {missing.map((category) => (
              <List.Item key={category}>{category}</List.Item>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}

/** The clauses no playbook category matched: their text only, each collapsed. */
function UncategorisedClauses({ clauses }: { clauses: TReviewedClause[] }) {
  const [open, setOpen] = useState<string[]>([]);
  if (clauses.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        Every clause matched a playbook category.
      </Text>
    );
  }
  return (
    <Accordion multiple value={open} onChange={setOpen} variant="contained" chevronPosition="left">
      {clauses.map((clause) => (
        <Accordion.Item key={clause.index} value={String(clause.index)}>
          <Accordion.Control>
            <Group gap="sm" wrap="nowrap">
              <Text fz="sm" fw={700} c="dimmed" miw={32}>
                {`#${clauseNumber(clause)}`}
              </Text>
              <Box style={{ flex: 1, minWidth: 0 }}>
                <ClauseTitle clause={clause} />
              </Box>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            {open.includes(String(clause.index)) && (
              <Box component="p" m={0} p="sm" fz="sm" lh={1.6} bg="gray.0" style={CLAUSE_BOX}>
                {clause.text}
              </Box>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** The Word redlines at each level. */
function RedlineDownloads({ scope, taskId }: { scope: TPlaybookScope; taskId: string }) {
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap">
        {REWRITE_LEVELS.map((level) => (
          <Button
            key={level}
            component="a"
            href={redlineDocxUrl(scope, taskId, level)}
            download
            variant={level === 'preferred' ? 'filled' : 'light'}
            leftSection={<DownloadIcon />}
          >
            {`Download ${LEVEL_TITLES[level].toLowerCase()} redline (.docx)`}
          </Button>
        ))}
      </Group>
      <Text fz="xs" c="dimmed">
        The whole document as a Word file with tracked changes and a comment on each changed clause saying
        why, built from the rewrites of this review with the refinements kept below. Tracked changes the
        document already had stay as they were, with their authors.
      </Text>
    </Stack>
  );
}

type TDownloadsProps = { scope: TPlaybookScope; taskId: string; filesGone: string | undefined };

/**
 * The Word redlines and the issues list of the review, as files. Once the server no longer keeps the
 * uploaded document (its retention ended), why there are no redlines instead; the issues list stays.
 */
function Downloads({ scope, taskId, filesGone }: TDownloadsProps) {
  return (
    <Stack gap="sm" component="section" aria-label="Downloads">
      {filesGone ? (
        <Alert color="gray" variant="light" title="Word files no longer kept">
          {filesGone}
        </Alert>
      ) : (
        <RedlineDownloads scope={scope} taskId={taskId} />
      )}
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap">
          {ISSUES_LIST_FORMATS.map(({ format, label }) => (
            <Button
              key={format}
              component="a"
              href={issuesListUrl(scope, taskId, format)}
              download
              variant="default"
              leftSection={<DownloadIcon />}
            >
              {`Download issues list (${label})`}
            </Button>
          ))}
        </Group>
        <Text fz="xs" c="dimmed">
          Every clause with a finding: its section, category, verdict, the main reason and the proposed change
          (as refined), with a status column to fill in.
        </Text>
      </Stack>
    </Stack>
  );
}

const ISSUES_LIST_FORMATS = [
  { format: 'xlsx', label: '.xlsx' },
  { format: 'csv', label: '.csv' },
] as const;

/**
 * The review of a whole document: what was reviewed and how, the Word redlines, the playbook
 * categories the document lacks, and each matched clause with its level, rewrites and refine forms.
 */
export function DocumentReport({
  scope,
  taskId,
  report,
  filesGone,
  rewrites,
  onRefine,
  onCheckAgain,
}: TDocumentReportProps) {
  const [open, setOpen] = useState<string[]>([]);
  const [showUncategorised, setShowUncategorised] = useState(false);
  const matched = report.clauses.filter((clause) => clause.category !== null);
  const uncategorised = report.clauses.filter((clause) => clause.category === null);

  return (
    <Stack gap="lg" component="section" aria-labelledby="document-report-title">
      <Divider />
      <Stack gap={6}>
        <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts="0.04em">
          Document review
        </Text>
        <Title order={3} size="h4" id="document-report-title" style={{ overflowWrap: 'anywhere' }}>
          {report.filename}
        </Title>
        <Group gap="lg" wrap="wrap">
          <Text fz="sm">
            <Text span c="dimmed" fz="sm">
              Contract type:{' '}
            </Text>
            {report.contract}
          </Text>
          <Text fz="sm">
            <Text span c="dimmed" fz="sm">
              File:{' '}
            </Text>
            {FILE_KINDS[report.file_kind]}
          </Text>
          <Text fz="sm">
            <Text span c="dimmed" fz="sm">
              Engine:{' '}
            </Text>
            {report.engine}
          </Text>
          {report.reviewed_by && (
            <Text fz="sm">
              <Text span c="dimmed" fz="sm">
                Reviewed by:{' '}
              </Text>
              {report.reviewed_by}
              {report.reviewed_at && (
                <Text span c="dimmed" fz="sm">
                  {' · '}
                  <DateTime value={report.reviewed_at} />
                </Text>
              )}
            </Text>
          )}
        </Group>
        {report.playbook && report.playbook.categories.length > 0 && (
          <Text fz="sm">
            <Text span c="dimmed" fz="sm">
              Playbook applied:{' '}
            </Text>
            {report.playbook.categories
              .map((category) => `${category.name} v${category.version}`)
              .join(' · ')}
          </Text>
        )}
        <Text fw={600}>
          {`${plural(report.clauses.length, 'clause', 'clauses')} found, ${matched.length} matched to playbook categories`}
        </Text>
        {matched.length > 0 && <LevelCounts clauses={matched} />}
        <LevelCountsNote clauses={matched} />
      </Stack>

      {report.we_act_for && <WeActForSummary weActFor={report.we_act_for} />}

      <Downloads scope={scope} taskId={taskId} filesGone={filesGone} />

      <MissingClauses report={report} />

      <Stack gap="sm" component="section" aria-labelledby="matched-clauses-title">
        <Title order={4} size="h5" id="matched-clauses-title">
          {`Clauses matched to the playbook (${matched.length})`}
        </Title>
        {matched.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No clause of the document matched a category of the playbook.
          </Text>
        ) : (
          <Accordion multiple value={open} onChange={setOpen} variant="separated" chevronPosition="left">
            {matched.map((clause) => (
              <ReviewedClauseItem
                key={clause.index}
                clause={clause}
                rewrites={rewrites[clause.index]}
                engine={report.engine}
                open={open.includes(String(clause.index))}
                onRefine={onRefine}
                onCheckAgain={onCheckAgain}
              />
            ))}
          </Accordion>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-label="Clauses without a category">
        <Switch
          label="Show clauses without a category"
          description={plural(uncategorised.length, 'clause', 'clauses')}
          checked={showUncategorised}
          onChange={(event) => setShowUncategorised(event.currentTarget.checked)}
        />
        {showUncategorised && <UncategorisedClauses clauses={uncategorised} />}
      </Stack>
    </Stack>
  );
}
