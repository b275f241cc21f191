import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

/** The help's code (Mantine's modal) downloads when it is first opened: the top bar stays light. */
const WordAddinHelp = lazy(() =>
  import('./word-addin-help').then((module) => ({ default: module.WordAddinHelp })),
);

/** 'Word add-in' in a master admin's top bar: how to deploy the add-in, in three lines. */
export function WordAddinButton() {
  const [opened, setOpened] = useState(false);
  const [needed, setNeeded] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="gray.0"
        size="compact-md"
        className="top-nav-link"
        styles={{ root: { color: 'white' } }}
        aria-haspopup="dialog"
        onClick={() => {
          setNeeded(true);
          setOpened(true);
        }}
      >
        Word add-in
      </Button>
      {needed && (
        <Suspense fallback={null}>
          <WordAddinHelp opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
