import { Box, Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';

export type TDataColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  width?: number;
  /** Long unbroken values (URLs) wrap anywhere instead of widening the column. */
  breakAnywhere?: boolean;
};

type TDataTableProps<T> = {
  /** Names the table's scrollable region, e.g. 'Companies'. */
  label: string;
  columns: TDataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The one row shown while there are no rows ('No companies yet.', 'Loading…'). */
  empty: ReactNode;
};

/** Whether the element's content is wider than the element, kept up to date as either resizes. */
const useOverflowing = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflowing };
};

/**
 * The admin tables: striped rows with a header, and on a narrow screen a sideways scroll with a hint
 * saying so (the region then takes keyboard focus, so arrow keys scroll it).
 */
export function DataTable<T>({ label, columns, rows, rowKey, minWidth, empty }: TDataTableProps<T>) {
  const { ref, overflowing } = useOverflowing();
  return (
    <Stack gap={4}>
      <Box
        ref={ref}
        role="region"
        aria-label={label}
        tabIndex={overflowing ? 0 : undefined}
        style={{ overflowX: 'auto' }}
      >
        <Table striped highlightOnHover withTableBorder miw={minWidth}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} w={column.width}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.header}
                    style={column.breakAnywhere ? { overflowWrap: 'anywhere' } : undefined}
                  >
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" size="sm">
                    {empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Box>
      {overflowing && (
        <Text size="xs" c="dimmed" data-testid="scroll-hint">
          Scroll sideways to see every column →
        </Text>
      )}
    </Stack>
  );
}
