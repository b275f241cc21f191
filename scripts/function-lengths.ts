/**
 * Functions longer than a limit: `npm run function-lengths -- [--max 80] [dir …]` (default `src/engine`).
 * Reads every non-test `.ts`/`.tsx` file with the TypeScript parser and prints each function declaration,
 * method, function expression or arrow function whose body spans more than `--max` lines, as
 * `file:line name (N lines)`, longest first; exits 1 if there is one. A function's length counts its
 * own lines, nested functions included (a long callback makes its caller long too).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const maxAt = args.indexOf('--max');
const max = maxAt >= 0 ? Number(args[maxAt + 1]) : 80;
const dirs = args.filter((arg, i) => arg !== '--max' && i !== maxAt + 1 && !arg.startsWith('--'));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [file]
      : [];
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

const found = (dirs.length ? dirs : ['src/engine'])
  .flatMap(sourceFiles)
  .flatMap(longFunctions)
  .sort((a, b) => b.lines - a.lines);
for (const { where, name, lines } of found) console.log(`${where} ${name} (${lines} lines)`);
console.log(`${found.length} function(s) over ${max} lines`);
if (found.length) process.exitCode = 1;
