import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { REWRITE_LEVELS, type TRewriteLevel } from '../../../shared/schemas/review';
import { RewritePanel } from './rewrite-panel';
import { LEVEL_TITLES, type TRewrite } from './rewrite-state';

type TRewriteTabsProps = {
  rewrites: Record<TRewriteLevel, TRewrite>;
  /** The engine that produced the rewrites: the refine hint depends on it. */
  engine: string;
  onRefine: (level: TRewriteLevel, feedback: string) => Promise<boolean>;
  onCheckAgain: (level: TRewriteLevel) => void;
  redlineCaption?: string;
};

/**
 * The tabs 'Preferred Clause' and 'Acceptable Clause', each a rewrite with its redline and refine form.
 * Only the open tab is mounted (so each label in it is unique); the refine drafts live here and
 * survive switching tabs.
 */
export function RewriteTabs({ rewrites, engine, onRefine, onCheckAgain, redlineCaption }: TRewriteTabsProps) {
  const [tab, setTab] = useState<string | null>('preferred');
  const [drafts, setDrafts] = useState<Record<TRewriteLevel, string>>({ preferred: '', acceptable: '' });

  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        {REWRITE_LEVELS.map((level) => (
          <Tabs.Tab key={level} value={level}>
            {`${LEVEL_TITLES[level]} Clause`}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {REWRITE_LEVELS.map((level) => (
        <Tabs.Panel key={level} value={level} pt="md">
          <RewritePanel
            level={level}
            rewrite={rewrites[level]}
            engine={engine}
            feedback={drafts[level]}
            onFeedbackChange={(feedback) => setDrafts((current) => ({ ...current, [level]: feedback }))}
            onRefine={(feedback) => onRefine(level, feedback)}
            onCheckAgain={() => onCheckAgain(level)}
            redlineCaption={redlineCaption}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
