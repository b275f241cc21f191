import { Box, CloseButton, Group, Stack, Text } from '@mantine/core';
import { type DragEvent, type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';

type TFileDropZoneProps = {
  /** Accepted file name endings, e.g. ['.pdf', '.docx']. */
  accept: string[];
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** The line under the call to action, e.g. 'Limit 200MB per file: PDF, DOCX'. */
  hint: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Gets `focus()`, e.g. to bring the reviewer back to the picker. */
  handleRef?: Ref<{ focus: () => void }>;
};

const SIZE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const formatSize = (bytes: number) => {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${SIZE.format(bytes / 1024)} KB`;
  return `${SIZE.format(bytes / (1024 * 1024))} MB`;
};

function UploadIcon() {
  return (
    <svg width="36" height="36" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A file picker that is also a drop target: a label around a visually hidden `<input type="file">`,
 * so a click, Enter/Space on the focused input, or a drop all choose the file. Files of another type or
 * over the size limit are refused with a message (the picker's `accept` does not cover drops).
 */
export function FileDropZone({ accept, maxBytes, hint, file, onChange, handleRef }: TFileDropZoneProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [focused, setFocused] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A file cleared by the parent must be choosable again (an input keeps its last value).
  useEffect(() => {
    if (file === null && input.current) input.current.value = '';
  }, [file]);
  useImperativeHandle(handleRef, () => ({
    focus: () => {
      input.current?.focus();
      setFocused(true);
    },
  }));

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const name = chosen.name.toLowerCase();
    if (!accept.some((ending) => name.endsWith(ending))) {
      setProblem(
        `"${chosen.name}" is not a ${accept.map((ending) => ending.slice(1).toUpperCase()).join(' or ')} file.`,
      );
      return;
    }
    if (chosen.size > maxBytes) {
      setProblem(
        `"${chosen.name}" is ${formatSize(chosen.size)}: files may be at most ${formatSize(maxBytes)}.`,
      );
      return;
    }
    setProblem(null);
    onChange(chosen);
  };

  const clear = () => {
    setProblem(null);
    onChange(null);
    if (input.current) input.current.value = '';
  };

  const onDrag = (event: DragEvent<HTMLElement>, over: boolean) => {
    event.preventDefault();
    setDragging(over);
  };

  const active = dragging || focused;
  return (
    <Stack gap={6}>
      <Box
        component="label"
        onDragEnter={(event) => onDrag(event, true)}
        onDragOver={(event) => onDrag(event, true)}
        onDragLeave={(event) => {
          // Moving onto a child element is no leave.
          if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))
            return;
          onDrag(event, false);
        }}
        onDrop={(event) => {
          onDrag(event, false);
          choose(event.dataTransfer.files[0]);
        }}
        data-dragging={dragging || undefined}
        p="xl"
        style={{
          display: 'block',
          position: 'relative',
          cursor: 'pointer',
          textAlign: 'center',
          borderRadius: 'var(--mantine-radius-md)',
          border: `2px dashed var(--mantine-color-${active ? 'indigo-6' : 'gray-4'})`,
          background: `var(--mantine-color-${dragging ? 'indigo-0' : 'white'})`,
          outline: focused ? '2px solid var(--mantine-color-indigo-3)' : undefined,
          outlineOffset: 2,
          transition: 'border-color 120ms, background 120ms',
        }}
      >
        <input
          ref={input}
          type="file"
          accept={accept.join(',')}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          onChange={(event) => choose(event.currentTarget.files?.[0])}
          onFocus={(event) => setFocused(event.currentTarget.matches(':focus-visible'))}
          onBlur={() => setFocused(false)}
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            padding: 0,
            margin: -1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
            border: 0,
          }}
        />
        <Stack gap={4} align="center" c={active ? 'indigo.7' : 'gray.6'}>
          <UploadIcon />
          <Text id={labelId} fw={600} c="dark.6">
            Click to upload or drag and drop
          </Text>
        </Stack>
        <Text id={hintId} size="sm" c="dimmed" mt={4}>
          {hint}
        </Text>
      </Box>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
      {file && (
        <Group gap="xs" wrap="nowrap" justify="space-between" px="xs">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Chosen file: <strong>{file.name}</strong> ({formatSize(file.size)})
          </Text>
          <CloseButton aria-label={`Remove ${file.name}`} onClick={clear} />
        </Group>
      )}
    </Stack>
  );
}
