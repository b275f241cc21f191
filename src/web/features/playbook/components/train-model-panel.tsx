import { Accordion, Button, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PLAYBOOK_MESSAGES } from '../../../../shared/messages';
import {
  type TGuidelineLevel,
  type TPlaybook,
  ZTrainModelRequest,
} from '../../../../shared/schemas/playbook';
import { toApiError } from '../../../api-client';
import { FormScaffold } from '../../../components/ui/form-scaffold';
import { categoryHistoryQueryKey } from '../api/category-history-query-options';
import type { TPlaybookScope } from '../api/playbook-scope';
import { trainGuidelines } from '../api/train-guidelines';
import { CategoryHistory } from './category-history';
import { CategorySelect } from './category-select';
import { ContractSelect } from './contract-select';
import { GUIDELINE_FIELDS, type TGuidelineTexts } from './guideline-levels';
import { guidelineOf, versionOf } from './read-playbook';
import { useChosenEntry } from './use-chosen-entry';
import { usePlaybookSend } from './use-playbook-send';

type TTrainModelPanelProps = {
  scope: TPlaybookScope;
  playbook: TPlaybook;
  /** When the library was last loaded or replaced: the guideline fields are prefilled afresh then. */
  loadedAt: number;
  /** Fetches the latest library from the server. */
  onReload: () => Promise<unknown>;
};

type TDraft = { key: string; texts: TGuidelineTexts };

const ALL_LEVELS: TGuidelineLevel[] = GUIDELINE_FIELDS.map((field) => field.level);

const isStale = (error: unknown) => toApiError(error).status === 409;

/**
 * 'TRAIN MODEL': pick a contract type and clause category, edit its three guidelines (prefilled from
 * the library) and save them. The save names the version the editing started from, so a save that
 * someone else made meanwhile is not overwritten (409, 'Reload latest').
 */
export function TrainModelPanel({ scope, playbook, loadedAt, onReload }: TTrainModelPanelProps) {
  const queryClient = useQueryClient();
  const { contract, categories, category, chooseContract, chooseCategory } = useChosenEntry(playbook);
  const version =
    contract !== null && category !== null ? versionOf(playbook, contract, category) : undefined;

  const savedTexts = (): TGuidelineTexts => ({
    preferred: contract && category ? guidelineOf(playbook, 'preferred', contract, category) : '',
    acceptable: contract && category ? guidelineOf(playbook, 'acceptable', contract, category) : '',
    unacceptable: contract && category ? guidelineOf(playbook, 'unacceptable', contract, category) : '',
  });

  // The fields are prefilled again whenever the category or the loaded library changes.
  const prefillKey = JSON.stringify([contract, category, loadedAt]);
  const [draft, setDraft] = useState<TDraft>(() => ({ key: prefillKey, texts: savedTexts() }));
  const current: TDraft = draft.key === prefillKey ? draft : { key: prefillKey, texts: savedTexts() };
  if (draft !== current) setDraft(current);

  const [openSections, setOpenSections] = useState<string[]>(ALL_LEVELS);
  const [reloading, setReloading] = useState(false);
  const send = usePlaybookSend(scope, trainGuidelines);
  const noCategory = category === null;

  const setText = (level: TGuidelineLevel, text: string) =>
    setDraft({ ...current, texts: { ...current.texts, [level]: text } });

  const reloadLatest = async (closeError: () => void) => {
    setReloading(true);
    try {
      await onReload();
      if (contract !== null && category !== null) {
        await queryClient.invalidateQueries({ queryKey: categoryHistoryQueryKey(scope, contract, category) });
      }
    } finally {
      setReloading(false);
      closeError();
    }
  };

  return (
    <Stack gap="lg">
      <Title order={3} size="h5">
        TRAIN MODEL
      </Title>
      <FormScaffold
        schema={ZTrainModelRequest}
        values={() => ({
          selected_contract: contract ?? '',
          selected_category: category ?? '',
          preferred_clause: current.texts.preferred,
          acceptable_clause: current.texts.acceptable,
          unacceptable_clause: current.texts.unacceptable,
          base_version: version,
        })}
        send={send}
        successLine={PLAYBOOK_MESSAGES.modelTrained}
        onSuccess={(request) =>
          void queryClient.invalidateQueries({
            queryKey: categoryHistoryQueryKey(scope, request.selected_contract, request.selected_category),
          })
        }
        onInvalid={(errors) => {
          const failed = GUIDELINE_FIELDS.filter((field) => errors[field.field]).map((field) => field.level);
          setOpenSections((open) => [...new Set([...open, ...failed])]);
        }}
        resetOnSuccess={false}
        resetKey={JSON.stringify([contract, category])}
        submitLabel="Train Model"
        submitDisabled={noCategory}
        submitHint={
          version !== undefined && (
            <Text size="sm" c="dimmed">
              {version > 0 ? `Editing saved version v${version}` : 'Not trained yet'}
            </Text>
          )
        }
        errorActions={(error, close) =>
          isStale(error) && (
            <Button onClick={() => void reloadLatest(close)} loading={reloading}>
              Reload latest
            </Button>
          )
        }
      >
        {(errors) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <ContractSelect
                label="Contract Type"
                contracts={playbook.all_contracts}
                value={contract}
                onChange={chooseContract}
                error={errors.selected_contract}
              />
              <CategorySelect
                label="Clause Category"
                categories={categories}
                value={category}
                onChange={chooseCategory}
                error={errors.selected_category}
              />
            </SimpleGrid>
            {noCategory && (
              <Text size="sm" c="dimmed">
                {contract === null
                  ? 'Add a contract type and a clause category under "Add Contract Type & Category" to write guidelines.'
                  : `"${contract}" has no clause categories yet: add one under "Add Contract Type & Category".`}
              </Text>
            )}
            <Accordion
              multiple
              value={openSections}
              onChange={setOpenSections}
              variant="separated"
              chevronPosition="left"
            >
              {GUIDELINE_FIELDS.map((field) => (
                <Accordion.Item key={field.level} value={field.level}>
                  <Accordion.Control>
                    <Text fw={600}>{field.section}</Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Textarea
                      label={field.label}
                      name={field.field}
                      required
                      rows={4}
                      value={current.texts[field.level]}
                      onChange={(event) => setText(field.level, event.currentTarget.value)}
                      error={errors[field.field]}
                      disabled={noCategory}
                    />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </>
        )}
      </FormScaffold>
      {contract !== null && category !== null && (
        <CategoryHistory scope={scope} contract={contract} category={category} />
      )}
    </Stack>
  );
}
