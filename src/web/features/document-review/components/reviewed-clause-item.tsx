import { Accordion, Alert, Badge, type BadgeProps, Group, Paper, Stack, Text } from '@mantine/core';
import type { TAlsoUnder, TCounterpartyChange, TReviewedClause } from '../../../../shared/schemas/documents';
import type { TRewriteLevel } from '../../../../shared/schemas/review';
import { DateTime } from '../../../components/ui/date-time';
import { AssessmentView, MarkedClause } from '../../../review/components/assessment-view';
import { LEVEL_COLORS, LEVEL_NAMES, percent } from '../../../review/components/level-colors';
import type { TRewrite } from '../../../review/components/rewrite-state';
import { RewriteTabs } from '../../../review/components/rewrite-tabs';

const REDLINE_CAPTION =
  'Changes against the clause in the document: struck text is removed, underlined text is added.';

/** The first `count` words of a clause, with an ellipsis when there are more. */
export const firstWords = (text: string, count = 12) => {
  const words = text.trim().split(/\s+/);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
};

/** The clause's opening words after its heading, which the text usually repeats. */
const openingWords = (clause: TReviewedClause) => {
  const at = clause.heading === '' ? -1 : clause.text.indexOf(clause.heading);
  if (at === -1 || at > 80) return firstWords(clause.text);
  const rest = clause.text.slice(at + clause.heading.length).replace(/^[\s.:;,\-–—]+/, '');
  return firstWords(rest === '' ? clause.text : rest);
};

/** The number a reviewer reads (the report counts from 0). */
export const clauseNumber = (clause: TReviewedClause) => clause.index + 1;

/** A clause's row title: its section heading then its opening words, or only the opening words. */
export function ClauseTitle({ clause }: { clause: TReviewedClause }) {
  return (
    <Text fz="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
      {clause.heading !== '' && (
        <Text span fw={600} fz="sm">
          {`${clause.heading} `}
        </Text>
      )}
      <Text span c={clause.heading === '' ? undefined : 'dimmed'} fz="sm">
        {openingWords(clause)}
      </Text>
    </Text>
  );
}

/** Why a verdict under a category whose terms the clause states none of is no finding. */
function NoTermsNote({ category }: { category: string }) {
  return (
    <Text fz="sm" c="dimmed">
      {`The clause states none of the playbook's terms for "${category}": the verdict below is measured against guidelines it does not speak to, not a finding about the clause.`}
    </Text>
  );
}

/** "inserted "sixty (60)" and "or email"; deleted "thirty (30)"": one author's changes to a clause. */
const describeChanges = ({ inserted, deleted }: TCounterpartyChange) =>
  [
    inserted.length > 0 && `inserted ${inserted.map((words) => `"${words}"`).join(' and ')}`,
    deleted.length > 0 && `deleted ${deleted.map((words) => `"${words}"`).join(' and ')}`,
  ]
    .filter(Boolean)
    .join('; ');

/** Who of the counterparty changed the clause with tracked changes, and which words (kept in the Word file). */
function CounterpartyChanges({ changes }: { changes: TCounterpartyChange[] }) {
  return (
    <Paper withBorder p="sm" bg="violet.0" component="section" aria-label="Changed by the counterparty">
      <Text fz="sm" fw={600}>
        Changed by the counterparty
      </Text>
      <Text fz="xs" c="dimmed" mb={4}>
        Their tracked changes are in the document as they sent it; the review reads the clause with them
        accepted, and the Word file keeps them as theirs.
      </Text>
      <Stack gap={2}>
        {changes.map((change) => (
          <Text key={change.author} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} fz="sm">
              {change.author || 'Unknown author'}
            </Text>
            {change.date && (
              <Text span c="dimmed" fz="sm">
                {' · '}
                <DateTime value={change.date} />
              </Text>
            )}
            {`: ${describeChanges(change)}`}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** The engine whose term reading gives the further categories' verdicts. */
const BUILTIN_ENGINE = 'builtin';

/** What a row's badge says of a clause that states none of its category's terms. */
export const NO_TERMS = 'No playbook terms';

const levelName = (clause: Pick<TReviewedClause, 'assessment' | 'states_no_terms'>) =>
  clause.states_no_terms
    ? NO_TERMS
    : clause.assessment
      ? LEVEL_NAMES[clause.assessment.level]
      : 'Not assessed';

/** "also Confidentiality (Unacceptable), Data Protection (Preferred)": the other categories at a glance. */
const alsoUnderLine = (alsoUnder: TAlsoUnder[]) =>
  `also ${alsoUnder.map((other) => `${other.category} (${levelName(other)})`).join(', ')}`;

/**
 * The clause's verdict under each further category it is under; its rewrites follow its first category.
 * These verdicts are the built-in engine's reading of the terms, whichever engine reviewed the clause
 * (no AI call is made for them).
 */
function AlsoUnderList({ clause }: { clause: TReviewedClause }) {
  const alsoUnder = clause.also_under ?? [];
  return (
    <Stack gap="sm" component="section" aria-label={`Other categories of clause #${clauseNumber(clause)}`}>
      <Text fz="sm" fw={600}>
        {`Also under ${alsoUnder.length === 1 ? 'another category' : 'other categories'}`}
      </Text>
      <Text fz="sm" c="dimmed">
        {`The clause also settles ${alsoUnder.length === 1 ? 'this category' : 'these categories'}: each verdict is against that category's guidelines. The rewrites above follow "${clause.category}".`}
      </Text>
      {alsoUnder.map((other) => (
        <Paper key={other.category} withBorder p="sm">
          <Stack gap="xs">
            <Text fz="sm" fw={600} c="indigo.8">
              {other.category}
            </Text>
            {other.assessment ? (
              <>
                {other.states_no_terms && <NoTermsNote category={other.category} />}
                <AssessmentView assessment={other.assessment} engine={BUILTIN_ENGINE} />
              </>
            ) : (
              <Text fz="sm" c="dimmed">
                {`"${other.category}" has no guidelines in the playbook yet, so the clause was not checked against it.`}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The level the clause reached, coloured as on the text screen; grey when it was not assessed. */
export function LevelBadge({ clause, ...visibility }: { clause: TReviewedClause } & BadgeProps) {
  const level = clause.states_no_terms ? undefined : clause.assessment?.level;
  return (
    <Badge
      variant="light"
      color={level ? LEVEL_COLORS[level] : 'gray'}
      tt="none"
      style={{ flexShrink: 0 }}
      {...visibility}
    >
      {levelName(clause)}
    </Badge>
  );
}

type TReviewedClauseItemProps = {
  clause: TReviewedClause;
  rewrites: Record<TRewriteLevel, TRewrite> | undefined;
  engine: string;
  /** Whether the item is open: its details are mounted only then. */
  open: boolean;
  onRefine: (clause: TReviewedClause, level: TRewriteLevel, feedback: string) => Promise<boolean>;
  onCheckAgain: (clause: TReviewedClause, level: TRewriteLevel) => void;
};

/** One clause matched to a playbook category: a row, and once opened the clause, why, and its rewrites. */
export function ReviewedClauseItem({
  clause,
  rewrites,
  engine,
  open,
  onRefine,
  onCheckAgain,
}: TReviewedClauseItemProps) {
  return (
    <Accordion.Item value={String(clause.index)}>
      {/* The row is named by what it shows (number, title, category, match, level), so the name a
          screen reader or voice control uses is the visible one. */}
      <Accordion.Control>
        <Group gap="sm" wrap="nowrap" align="center">
          <Text fz="sm" fw={700} c="dimmed" miw={32}>
            {`#${clauseNumber(clause)}`}
          </Text>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <ClauseTitle clause={clause} />
            <Group gap="xs" wrap="wrap">
              <Text fz="xs" c="indigo.8" fw={600}>
                {clause.category}
                <Text span fz="xs" c="dimmed" fw={400}>
                  {` · ${percent(clause.category_score)} match`}
                  {clause.also_under && ` · ${alsoUnderLine(clause.also_under)}`}
                  {clause.counterparty_changes &&
                    ` · changed by ${clause.counterparty_changes.map((change) => change.author || 'Unknown author').join(', ')}`}
                </Text>
              </Text>
              <LevelBadge clause={clause} size="sm" hiddenFrom="sm" />
            </Group>
          </Stack>
          <LevelBadge clause={clause} visibleFrom="sm" />
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        {open && (
          <Stack gap="md">
            <Stack gap={4}>
              <Text fz="sm" fw={600}>
                Clause in the document
              </Text>
              <MarkedClause clause={clause.text} rows={clause.assessment?.terms ?? []} />
            </Stack>
            {clause.counterparty_changes && <CounterpartyChanges changes={clause.counterparty_changes} />}
            {clause.states_no_terms && clause.category && <NoTermsNote category={clause.category} />}
            {clause.assessment && <AssessmentView assessment={clause.assessment} engine={engine} />}
            {rewrites ? (
              <RewriteTabs
                rewrites={rewrites}
                engine={engine}
                onRefine={(level, feedback) => onRefine(clause, level, feedback)}
                onCheckAgain={(level) => onCheckAgain(clause, level)}
                redlineCaption={REDLINE_CAPTION}
              />
            ) : (
              <Alert color="gray" variant="light" title="Not checked against the playbook">
                <Text fz="sm">
                  {`"${clause.category}" has no guidelines in the playbook yet, so this clause has no rewrites. Add them under Train model, then upload the document again.`}
                </Text>
              </Alert>
            )}
            {clause.also_under && <AlsoUnderList clause={clause} />}
          </Stack>
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}
