import { Stack, Text, Title } from '@mantine/core';
import { type THostState, WORD_API } from '../office/office-host';
import { Problem } from './status';

const PROBLEMS: Record<Exclude<THostState['kind'], 'word'>, { title: string; text: string }> = {
  'no-office-js': {
    title: 'Word’s add-in library could not be loaded',
    text: 'Clausebook needs Microsoft’s office.js, from appsforoffice.microsoft.com. Check your internet connection (and that your network allows that address), then close the pane and open it again.',
  },
  'not-office': {
    title: 'Open Clausebook from Word',
    text: 'This page is the Clausebook add-in for Word. In Word, open it from the Home tab (Open Clausebook); your administrator installs it from Clausebook’s manifest.',
  },
  'other-host': {
    title: 'Clausebook works in Word only',
    text: 'Open a document in Word and start Clausebook from the Home tab there.',
  },
  'too-old': {
    title: 'This version of Word is too old for Clausebook',
    text: `Clausebook needs Word’s JavaScript API ${WORD_API.name} ${WORD_API.version} (Word 2021, Word for Microsoft 365 or Word on the web). Update Word, or open the document in Word on the web, and start Clausebook again.`,
  },
  'no-answer': {
    title: 'Word did not answer',
    text: 'Word did not get the pane ready in time. Close the Clausebook pane and open it again.',
  },
};

/** Why the pane cannot work where it was opened, and what to do. */
export function HostProblem({ state }: { state: Exclude<THostState, { kind: 'word' }> }) {
  const problem = PROBLEMS[state.kind];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {problem.title}
      </Title>
      <Problem>{problem.text}</Problem>
      {state.kind === 'other-host' && <Text size="sm" c="dimmed">{`It was opened in ${state.host}.`}</Text>}
    </Stack>
  );
}
