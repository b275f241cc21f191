import { Accordion, Button, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PLAYBOOK_MESSAGES } from '../../../../shared/messages';
import {
  type TGuidelineLevel,
  type TPlaybook,
  ZTrainModelRequest,
} from '../../../../shared/schemas/playbook';
import { toApiError } from '../../../api-client';
import { ErrorModal } from '../../../components/ui/error-modal';
import { type TFieldErrors, toFieldErrors } from '../../../components/ui/form-errors';
import { StatusLine } from '../../../components/ui/status-line';
import { categoryHistoryQueryKey } from '../api/category-history-query-options';
import type { TPlaybookScope } from '../api/playbook-scope';
import { trainGuidelines } from '../api/train-guidelines';
import { CategoryHistory } from './category-history';
import { CategorySelect } from './category-select';
import { ContractSelect } from './contract-select';
import { GUIDELINE_FIELDS, type TGuidelineTexts } from './guideline-levels';
import { categoriesOf, guidelineOf, keepOrFirst, versionOf } from './read-playbook';
import { usePlaybookMutation } from './use-playbook-mutation';

type TTrainModelPanelProps = {
  scope: TPlaybookScope;
  playbook: TPlaybook;
  /** When the library was last loaded or replaced: the guideline fields are prefilled afresh then. */
  loadedAt: number;
  /** Fetches the latest library from the server. */
  onReload: () => Promise<unknown>;
};

type TDraft = { key: string; texts: TGuidelineTexts; errors: TFieldErrors };

const ALL_LEVELS: TGuidelineLevel[] = GUIDELINE_FIELDS.map((field) => field.level);

/**
 * 'TRAIN MODEL': pick a contract type and clause category, edit its three guidelines (prefilled from
 * the library) and save them. The save names the version the editing started from, so a save that
 * someone else made meanwhile is not overwritten (409, 'Reload latest').
 */
export function TrainModelPanel({ scope, playbook, loadedAt, onReload }: TTrainModelPanelProps) {
  const queryClient = useQueryClient();
  const [chosenContract, setChosenContract] = useState<string | null>(null);
  const [chosenCategory, setChosenCategory] = useState<string | null>(null);
  const contract = keepOrFirst(chosenContract, playbook.all_contracts);
  const categories = categoriesOf(playbook, contract);
  const category = keepOrFirst(chosenCategory, categories);
  const version =
    contract !== null && category !== null ? versionOf(playbook, contract, category) : undefined;

  const savedTexts = (): TGuidelineTexts => ({
    preferred: contract && category ? guidelineOf(playbook, 'preferred', contract, category) : '',
    acceptable: contract && category ? guidelineOf(playbook, 'acceptable', contract, category) : '',
    unacceptable: contract && category ? guidelineOf(playbook, 'unacceptable', contract, category) : '',
  });

  // The fields are prefilled again whenever the category or the loaded library changes.
  const prefillKey = JSON.stringify([contract, category, loadedAt]);
  const [draft, setDraft] = useState<TDraft>(() => ({ key: prefillKey, texts: savedTexts(), errors: {} }));
  const current: TDraft =
    draft.key === prefillKey ? draft : { key: prefillKey, texts: savedTexts(), errors: {} };
  if (draft !== current) setDraft(current);

  const [openSections, setOpenSections] = useState<string[]>(ALL_LEVELS);
  const [trainedKey, setTrainedKey] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const mutation = usePlaybookMutation(scope, trainGuidelines);
  const categoryKey = JSON.stringify([contract, category]);

  const chooseContract = (next: string) => {
    setChosenContract(next);
    setChosenCategory(categoriesOf(playbook, next)[0] ?? null);
  };

  const setText = (level: TGuidelineLevel, text: string) =>
    setDraft({ ...current, texts: { ...current.texts, [level]: text } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTrainedKey(null);
    const values = {
      selected_contract: contract ?? '',
      selected_category: category ?? '',
      preferred_clause: current.texts.preferred,
      acceptable_clause: current.texts.acceptable,
      unacceptable_clause: current.texts.unacceptable,
      base_version: version,
    };
    const parsed = ZTrainModelRequest.safeParse(values);
    if (!parsed.success) {
      const errors = toFieldErrors(parsed.error, values);
      setDraft({ ...current, errors });
      const failed = GUIDELINE_FIELDS.filter((field) => errors[field.field]).map((field) => field.level);
      setOpenSections((open) => [...new Set([...open, ...failed])]);
      return;
    }
    setDraft({ ...current, errors: {} });
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        setTrainedKey(categoryKey);
        void queryClient.invalidateQueries({
          queryKey: categoryHistoryQueryKey(
            scope,
            parsed.data.selected_contract,
            parsed.data.selected_category,
          ),
        });
      },
    });
  };

  const reloadLatest = async () => {
    setReloading(true);
    try {
      await onReload();
      if (contract !== null && category !== null) {
        await queryClient.invalidateQueries({ queryKey: categoryHistoryQueryKey(scope, contract, category) });
      }
    } finally {
      setReloading(false);
      mutation.reset();
    }
  };

  const stale = mutation.isError && toApiError(mutation.error).status === 409;
  const noCategory = category === null;

  return (
    <Stack gap="lg">
      <Title order={3} size="h5">
        TRAIN MODEL
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ContractSelect
              label="Contract Type"
              contracts={playbook.all_contracts}
              value={contract}
              onChange={chooseContract}
              error={current.errors.selected_contract}
            />
            <CategorySelect
              label="Clause Category"
              categories={categories}
              value={category}
              onChange={setChosenCategory}
              error={current.errors.selected_category}
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
                    error={current.errors[field.field]}
                    disabled={noCategory}
                  />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Group gap="md" wrap="wrap">
            <Button type="submit" loading={mutation.isPending} disabled={noCategory}>
              Train Model
            </Button>
            {version !== undefined && (
              <Text size="sm" c="dimmed">
                {version > 0 ? `Editing saved version v${version}` : 'Not trained yet'}
              </Text>
            )}
          </Group>
          {trainedKey === categoryKey && (
            <StatusLine tone="success">{PLAYBOOK_MESSAGES.modelTrained}</StatusLine>
          )}
        </Stack>
      </form>
      {contract !== null && category !== null && (
        <CategoryHistory scope={scope} contract={contract} category={category} />
      )}
      <ErrorModal
        error={mutation.error}
        onClose={mutation.reset}
        actions={
          stale && (
            <Button onClick={() => void reloadLatest()} loading={reloading}>
              Reload latest
            </Button>
          )
        }
      />
    </Stack>
  );
}
