/**
 * The DOCX package around the body: unzipping it, the revision ids already used, word/settings.xml set to
 * track further edits, and zipping it again.
 */
import { DEFAULT_DOCUMENT_LIMITS, type TDocumentLimits } from './document-limits';
import { unzipWithin } from './docx-zip';
import { childElements, firstChild, parseXml, type TXmlElement } from './xml-tree';

export const DOCUMENT_PART = 'word/document.xml';
export const SETTINGS_PART = 'word/settings.xml';

export const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
export const encoder = new TextEncoder();

/**
 * The zip's entries (only word/document.xml when `onlyDocument`), read through the central directory
 * and unpacked within the document's limits (`DocumentError` past them, or for a file that is no zip).
 */
export function unzipDocx(
  docx: Uint8Array,
  onlyDocument = false,
  limits: TDocumentLimits = DEFAULT_DOCUMENT_LIMITS,
): Record<string, Uint8Array> {
  const files = unzipWithin(docx, limits, onlyDocument ? (name) => name === DOCUMENT_PART : undefined);
  if (!files[DOCUMENT_PART])
    throw new Error('The file is not a Word document (.docx): no word/document.xml.');
  return files;
}

/** The largest `w:id` in the package's word/*.xml parts. */
export function largestId(files: Record<string, Uint8Array>): number {
  let largest = 0;
  for (const [name, bytes] of Object.entries(files)) {
    if (!name.startsWith('word/') || !name.endsWith('.xml')) continue;
    for (const m of decoder.decode(bytes).matchAll(/\bw:id\s*=\s*["'](-?\d+)["']/g)) {
      largest = Math.max(largest, Number(m[1]));
    }
  }
  return largest;
}

/** Children of `w:settings` that come before `w:trackRevisions` (CT_Settings sequence). */
const BEFORE_TRACK_REVISIONS = new Set(
  [
    'writeProtection',
    'view',
    'zoom',
    'removePersonalInformation',
    'removeDateAndTime',
    'doNotDisplayPageBoundaries',
    'displayBackgroundShape',
    'printPostScriptOverText',
    'printFractionalCharacterWidth',
    'printFormsData',
    'embedTrueTypeFonts',
    'embedSystemFonts',
    'saveSubsetFonts',
    'saveFormsData',
    'mirrorMargins',
    'alignBordersAndEdges',
    'bordersDoNotSurroundHeader',
    'bordersDoNotSurroundFooter',
    'gutterAtTop',
    'hideSpellingErrors',
    'hideGrammaticalErrors',
    'activeWritingStyle',
    'proofState',
    'formsDesign',
    'attachedTemplate',
    'linkStyles',
    'stylePaneFormatFilter',
    'stylePaneSortMethod',
    'documentType',
    'mailMerge',
    'revisionView',
  ].map((name) => `w:${name}`),
);

/** word/settings.xml with `<w:trackRevisions/>` in its place; unchanged if present or unreadable. */
export function withTrackRevisions(settings: string): string {
  let root: TXmlElement;
  try {
    root = parseXml(settings);
  } catch {
    return settings;
  }
  const element = firstChild(root, 'w:settings');
  if (!element || element.selfClosing || firstChild(element, 'w:trackRevisions')) return settings;
  let at = element.tagEnd;
  for (const child of childElements(element)) if (BEFORE_TRACK_REVISIONS.has(child.name)) at = child.end;
  return `${settings.slice(0, at)}<w:trackRevisions/>${settings.slice(at)}`;
}

/** Entries already compressed (media, embedded packages). */
export const COMPRESSED =
  /\.(?:png|jpe?g|gif|webp|wdp|jxr|tiff?|mp3|mp4|m4a|wav|avi|mov|zip|docx|xlsx|pptx|odt|ods)$/i;

export const revisionDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
