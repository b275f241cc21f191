/**
 * The design rule's sizes: `npm run function-lengths -- [--max 80] [--max-file 800] [dir …]` (default
 * `src/engine`). Reads every non-test `.ts`/`.tsx` file with the TypeScript parser and prints each
 * function declaration, method, function expression or arrow function that spans more than `--max`
 * lines, as `file:line name (N lines)`, longest first; then every `.ts`/`.tsx` file, tests included,
 * longer than `--max-file` lines; exits 1 if there is either. A function's length counts its own lines,
 * nested functions included (a long callback makes its caller long too).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const optionAt = (name: string) => args.indexOf(`--${name}`);
const numberOption = (name: string, fallback: number) =>
  optionAt(name) >= 0 ? Number(args[optionAt(name) + 1]) : fallback;
const max = numberOption('max', 80);
const maxFile = numberOption('max-file', 800);
const optionValues = new Set(
  ['max', 'max-file'].filter((name) => optionAt(name) >= 0).map((name) => optionAt(name) + 1),
);
const dirs = args.filter((arg, i) => !arg.startsWith('--') && !optionValues.has(i));

const isTest = (name: string) => /\.(test|spec)\.tsx?$/.test(name);
const typeScriptFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : typeScriptFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });

/** What a function is called: its own name, else the variable, property or method it is assigned to. */
const nameOf = (node: ts.FunctionLikeDeclaration, source: ts.SourceFile) => {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  return '(anonymous)';
};

type TLong = { where: string; name: string; lines: number };
const longFunctions = (file: string): TLong[] => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: TLong[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > max)
        found.push({
          where: `${file}:${start + 1}`,
          name: nameOf(node as ts.FunctionLikeDeclaration, source),
          lines,
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const files = (dirs.length ? dirs : ['src/engine']).flatMap(typeScriptFiles);
const found = files
  .filter((file) => !isTest(path.basename(file)))
  .flatMap(longFunctions)
  .sort((a, b) => b.lines - a.lines);
for (const { where, name, lines } of found) console.log(`${where} ${name} (${lines} lines)`);
console.log(`${found.length} function(s) over ${max} lines`);
const longFiles = files
  .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
  .filter(({ lines }) => lines > maxFile)
  .sort((a, b) => b.lines - a.lines);
for (const { file, lines } of longFiles) console.log(`${file} (${lines} lines)`);
console.log(`${longFiles.length} file(s) over ${maxFile} lines`);
if (found.length || longFiles.length) process.exitCode = 1;
