import { Box } from '@mantine/core';
import { parseRedline } from '../../../shared/redline-markup';

type TRedlineTextProps = {
  /** Redline markup: `~~struck~~` and `**added**`, with backslash escapes. */
  markup: string;
};

const DELETED_STYLE = {
  color: 'var(--mantine-color-red-9)',
  background: 'var(--mantine-color-red-0)',
  textDecoration: 'line-through',
  // A struck word directly followed by its replacement would otherwise read as one word.
  marginRight: '0.2em',
} as const;

const INSERTED_STYLE = {
  color: 'var(--mantine-color-green-9)',
  background: 'var(--mantine-color-green-0)',
  textDecoration: 'underline',
} as const;

/** Redline markup rendered as real `<del>` (red, struck) and `<ins>` (green, underlined) elements. */
export function RedlineText({ markup }: TRedlineTextProps) {
  const segments = parseRedline(markup);
  return (
    <Box
      component="p"
      m={0}
      fz="sm"
      lh={1.6}
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      data-testid="redline"
    >
      {segments.map((segment, index) => {
        // Segments never reorder, so their position is a stable key.
        const key = `${index}-${segment.kind}`;
        if (segment.kind === 'deleted') {
          return (
            <del key={key} style={DELETED_STYLE}>
              {segment.text}
            </del>
          );
        }
        if (segment.kind === 'inserted') {
          return (
            <ins key={key} style={INSERTED_STYLE}>
              {segment.text}
            </ins>
          );
        }
        return <span key={key}>{segment.text}</span>;
      })}
    </Box>
  );
}
