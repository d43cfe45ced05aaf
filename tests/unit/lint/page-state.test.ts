// @vitest-environment node
// A module's own page state names its fields with a trailing underscore, and nothing else does (src/registry/page.ts):
// the build renames exactly those names short (build.mjs mangleProps), which is safe only while each such field is
// declared in its module's state object, used in that module alone, and never quoted.
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { allowSharedDomCleanup } from '../helpers/node-env';

allowSharedDomCleanup();

/** The names the build renames (build.mjs PAGE_STATE_FIELD): a trailing underscore after another character. */
const FIELD = /[^_]_$/;

const isExported = (node: ts.VariableStatement) =>
  node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;

/** `pageState(() => ({ … }))`'s object literal, if this is one. */
function stateLiteral(node: ts.Expression | undefined): ts.ObjectLiteralExpression | null {
  if (!node || !ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return null;
  if (node.expression.text !== 'pageState') return null;
  const create = node.arguments[0];
  if (!create || !ts.isArrowFunction(create)) return null;
  let body: ts.Node = create.body;
  while (ts.isParenthesizedExpression(body)) body = body.expression;
  return ts.isObjectLiteralExpression(body) ? body : null;
}

/** Why a module breaks the naming of page-state fields; empty when it keeps it. */
function pageStateProblems(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const problems: string[] = [];
  const own = new Set<string>();
  const declared = new Set<ts.Node>();
  // The declarations: a module's own state names every field `…_` (stop excepted); an exported one names none so.
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const literal = stateLiteral(declaration.initializer);
      if (!literal) continue;
      for (const property of literal.properties) {
        if (property.name) declared.add(property.name);
        const name = property.name && ts.isIdentifier(property.name) ? property.name.text : null;
        if (!name) {
          problems.push(`a page-state field with a quoted or computed name: ${property.getText()}`);
          continue;
        }
        if (name === 'stop') continue;
        if (isExported(statement)) {
          if (FIELD.test(name)) problems.push(`an exported page-state object's field ends with _: ${name}`);
        } else if (!FIELD.test(name)) problems.push(`a page-state field without its trailing _: ${name}`);
        else own.add(name);
      }
    }
  }
  // The uses: a name ending so is one of this module's own fields, and is never quoted (the build renames only names).
  const visit = (node: ts.Node): void => {
    const named =
      ts.isPropertyAccessExpression(node) ||
      ts.isPropertyAssignment(node) ||
      ts.isShorthandPropertyAssignment(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isPropertyDeclaration(node) ||
      ts.isPropertySignature(node) ||
      ts.isGetAccessor(node) ||
      ts.isSetAccessor(node)
        ? node.name
        : ts.isBindingElement(node)
          ? (node.propertyName ?? (ts.isObjectBindingPattern(node.parent) ? node.name : undefined))
          : undefined;
    if (named && !declared.has(named)) {
      const name = ts.isIdentifier(named) || ts.isPrivateIdentifier(named) ? named.text : null;
      if (name && FIELD.test(name) && !own.has(name))
        problems.push(`a property ending with _ that is not this module's own page state: ${name}`);
      if (ts.isStringLiteral(named) && FIELD.test(named.text))
        problems.push(`a quoted property name ending with _: ${named.getText()}`);
    }
    if (
      ts.isElementAccessExpression(node) &&
      ts.isStringLiteralLike(node.argumentExpression) &&
      FIELD.test(node.argumentExpression.text)
    )
      problems.push(`a quoted property name ending with _: ${node.getText()}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

const sources = ['src', 'islands']
  .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((f) => `${root}/${f}`))
  .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));

describe("page-state fields: a module's own end with _, nothing else does, and the build renames exactly those", () => {
  it('every product module keeps the convention', () => {
    const declaring = sources.filter((f) => readFileSync(f, 'utf8').includes('pageState('));
    expect(declaring.length).toBeGreaterThan(20);
    for (const file of sources) expect(pageStateProblems(file, readFileSync(file, 'utf8')), file).toEqual([]);
  });

  it('the build renames the names this test checks, in every browser build', () => {
    const build = readFileSync('build.mjs', 'utf8');
    expect(build).toContain(`const PAGE_STATE_FIELD = ${String(FIELD)};`);
    expect(build).toMatch(/const browserCommon = \(\) => \(\{[^}]*\bmangleProps: PAGE_STATE_FIELD,/);
  });

  it('each rule fails on a violation, and the convention passes', () => {
    const good =
      'const state = pageState(() => ({\n  issued_: 0,\n  timer_: undefined as number | undefined,\n  stop() {\n    clearTimeout(this.timer_);\n  },\n}));\n' +
      'export const options = pageState(() => ({ receiptUrl: "/r" }));\n' +
      'export function next(): number {\n  const { issued_: issued } = state;\n  state.issued_ = issued + 1;\n  return state.issued_;\n}\n';
    expect(pageStateProblems('src/stores/x.ts', good)).toEqual([]);
    // A field of the module's own state without its underscore: the build would keep its long name.
    expect(pageStateProblems('src/stores/x.ts', 'const state = pageState(() => ({ issued: 0 }));\n')).toEqual([
      'a page-state field without its trailing _: issued',
    ]);
    expect(pageStateProblems('src/stores/x.ts', "const state = pageState(() => ({ 'issued_': 0 }));\n")).toHaveLength(
      1,
    );
    // An exported object's fields leave the module (assigned from props, read elsewhere): plain names.
    expect(
      pageStateProblems('src/stores/x.ts', 'export const options = pageState(() => ({ timeout_: 1 }));\n'),
    ).toHaveLength(1);
    // Another module's field, or any other property ending so, would be renamed under a name nobody else knows.
    for (const code of [
      'export const a = other.issued_;\n',
      'export const a = { issued_: 1 };\n',
      'export const { issued_ } = other;\n',
      'export interface A {\n  issued_: number;\n}\n',
      'export class A {\n  issued_ = 0;\n}\n',
    ])
      expect(pageStateProblems('src/stores/x.ts', code), code).toHaveLength(1);
    // Quoted, the name is not renamed where the declaration is.
    expect(
      pageStateProblems(
        'src/stores/x.ts',
        `const state = pageState(() => ({ issued_: 0 }));\nexport const a = state['issued_'];\n`,
      ),
    ).toHaveLength(1);
    // Names the build leaves alone.
    expect(pageStateProblems('src/ui/x.ts', 'export const a = { __proto__: null, __html: "" };\n')).toEqual([]);
  });
});
