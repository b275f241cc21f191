import ExcelJS from 'exceljs';
import type { TRedlineSegment } from '../../../shared/redline-markup';
import { ISSUE_VERDICTS, type TIssue, type TIssuesList, type TIssueVerdict } from './get-issues-list';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** RFC 4180 §3: text/csv with its charset and the header line announced. */
export const CSV_MEDIA_TYPE = 'text/csv; charset=utf-8; header=present';

/** What the lawyer can set a row's status to in the workbook. */
const STATUSES = ['Open', 'Agreed', 'Rejected', 'Escalated'];

type TColumn = { header: string; width: number; value: (issue: TIssue) => string };

const marked = (change: TRedlineSegment[]) =>
  change
    .map(({ kind, text }) =>
      kind === 'deleted' ? `[-${text}-]` : kind === 'inserted' ? `{+${text}+}` : text,
    )
    .join('');

const COLUMNS: TColumn[] = [
  { header: 'Clause', width: 8, value: (issue) => (issue.clause === null ? '' : `#${issue.clause}`) },
  { header: 'Section', width: 10, value: (issue) => issue.section },
  { header: 'Heading', width: 28, value: (issue) => issue.heading },
  { header: 'Category', width: 26, value: (issue) => issue.category },
  { header: 'Verdict', width: 14, value: (issue) => ISSUE_VERDICTS[issue.verdict] },
  { header: 'Main reason', width: 60, value: (issue) => issue.reason },
  { header: 'Proposed change ([-struck-] {+added+})', width: 70, value: (issue) => marked(issue.change) },
  { header: 'Rewrite', width: 40, value: (issue) => issue.rewrite },
  { header: 'Counterparty changes', width: 36, value: (issue) => issue.counterparty },
  { header: 'Status', width: 14, value: () => '' },
];
const CHANGE_COLUMN = 7;
const VERDICT_COLUMN = 5;
const STATUS_COLUMN = 10;

/** Cells a spreadsheet would read as a formula start with one of these (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A text cell that cannot run as a formula: prefixed with a single quote, as OWASP recommends. */
export const inertCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** One field per RFC 4180: quoted when it holds a comma, a quote or a line end; quotes doubled. */
const csvField = (text: string) => {
  const value = inertCell(text);
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
};

/** The issues list as CSV (RFC 4180): a header row, CRLF line ends, every cell safe from formula injection. */
export const issuesListCsv = (list: TIssuesList): string =>
  [COLUMNS.map((column) => column.header), ...list.issues.map((issue) => COLUMNS.map((c) => c.value(issue)))]
    .map((row) => row.map(csvField).join(','))
    .map((line) => `${line}\r\n`)
    .join('');

/** Excel's own "Bad", "Neutral" and grey cell styles. */
const VERDICT_STYLES: Record<TIssueVerdict, { fill: string; font: string }> = {
  unacceptable: { fill: 'FFFFC7CE', font: 'FF9C0006' },
  acceptable: { fill: 'FFFFEB9C', font: 'FF9C5700' },
  missing: { fill: 'FFD9D9D9', font: 'FF404040' },
};
/** A cell holds at most 32,767 characters. */
const CELL_LIMIT = 32_000;

/** The proposed change as rich text: struck text red and struck through, added text blue and underlined. */
const richChange = (change: TRedlineSegment[]): ExcelJS.CellRichTextValue => {
  let room = CELL_LIMIT;
  const richText = change.flatMap(({ kind, text }) => {
    const piece = text.slice(0, Math.max(0, room));
    room -= piece.length;
    if (piece === '') return [];
    const font: Partial<ExcelJS.Font> =
      kind === 'deleted'
        ? { strike: true, color: { argb: 'FFC00000' } }
        : kind === 'inserted'
          ? { underline: true, color: { argb: 'FF0B5394' } }
          : {};
    return [{ text: piece, font }];
  });
  return { richText };
};

const addIssueRow = (sheet: ExcelJS.Worksheet, issue: TIssue) => {
  // Written as text cells, never formulas, whatever they start with.
  const row = sheet.addRow(COLUMNS.map((column) => column.value(issue)));
  if (issue.change.length > 0) row.getCell(CHANGE_COLUMN).value = richChange(issue.change);
  const style = VERDICT_STYLES[issue.verdict];
  const verdict = row.getCell(VERDICT_COLUMN);
  verdict.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: style.fill } };
  verdict.font = { bold: true, color: { argb: style.font } };
  row.getCell(STATUS_COLUMN).dataValidation = {
    type: 'list',
    allowBlank: true,
    formulae: [`"${STATUSES.join(',')}"`],
  };
  row.alignment = { vertical: 'top', wrapText: true };
};

/**
 * The issues list as a workbook: one sheet, the header frozen and filterable, columns sized, text
 * wrapped, the verdict coloured, the proposed change as redline, a status list for the lawyer.
 */
export const issuesListXlsx = async (list: TIssuesList): Promise<Uint8Array> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = list.reviewedBy ?? 'Clausebook';
  workbook.title = `Issues list: ${list.filename}`;
  workbook.subject = `${list.contract} review${list.weActFor ? `, acting for ${list.weActFor}` : ''}`;
  if (list.reviewedAt) workbook.created = new Date(list.reviewedAt);
  const sheet = workbook.addWorksheet('Issues', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ header, width }) => ({ header, width }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF3B4A6B' } };
  header.alignment = { vertical: 'middle', wrapText: true };
  for (const issue of list.issues) addIssueRow(sheet, issue);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};
