/**
 * The code rules `npm run check` holds beside Biome, the type check and the dependency rules
 * (README "How the code is shaped"):
 * - no file over 400 lines: past that a file does more than one thing;
 * - every `assign` of a machine is named in its `setup()`, so the atlas, the model tests and a
 *   reader see what a transition does by its name, and the same update is written once.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The most lines a file may have. */
export const MAX_LINES = 400;

/** The files the size rule reads: code and style sheets, not data, prose or generated copies. */
const SIZED = /\.(ts|tsx|js|mjs|cjs|css|html)$/;

/** A broken rule, where it is and what to do. */
export interface Finding {
  file: string;
  line: number;
  rule: 'file-size' | 'inline-assign';
  message: string;
}

/** A file over MAX_LINES lines, as a finding. */
export function checkFileSize(file: string, text: string): Finding[] {
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  return lines > MAX_LINES
    ? [
        {
          file,
          line: MAX_LINES + 1,
          rule: 'file-size',
          message: `${lines} lines (at most ${MAX_LINES}): split it by role`,
        },
      ]
    : [];
}

/** Whether `node` is the object of `actions` in a `setup({...})` call: the named actions. */
function isSetupActions(node: ts.Node): boolean {
  const property = node.parent;
  if (!property || !ts.isPropertyAssignment(property) || property.name.getText() !== 'actions') {
    return false;
  }
  const options = property.parent;
  const call = options?.parent;
  return (
    ts.isObjectLiteralExpression(options) &&
    call !== undefined &&
    ts.isCallExpression(call) &&
    call.expression.getText() === 'setup'
  );
}

/** Every `assign(...)` of a machine's source that is not a named action of its `setup()`. */
export function checkInlineAssigns(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'assign') {
      const named =
        ts.isPropertyAssignment(node.parent) &&
        node.parent.initializer === node &&
        isSetupActions(node.parent.parent);
      if (!named) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        findings.push({
          file,
          line: line + 1,
          rule: 'inline-assign',
          message: 'an inline assign: name it in setup({ actions }) and refer to it by name',
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** The rules over the files git knows (tracked, and new ones it does not ignore). */
export function checkTree(root: string): Finding[] {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => SIZED.test(file));
  return files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      return []; // deleted in the working tree, not yet in the index
    }
    const machine = /^machines\/.*\.ts$/.test(file) ? checkInlineAssigns(file, text) : [];
    return [...checkFileSize(file, text), ...machine];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const findings = checkTree(path.resolve(import.meta.dirname, '../..'));
  for (const f of findings) console.error(`${f.file}:${f.line}  ${f.rule}  ${f.message}`);
  if (findings.length > 0) {
    console.error(`\n${findings.length} code rule(s) broken (tests/tools/code-rules.ts).`);
    process.exit(1);
  }
  console.log('code rules: every file within 400 lines, every machine assign named');
}
