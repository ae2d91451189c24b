import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { knownText } from './known-text';

// Issue 25: the English texts written inline where a caller or a screen sees them: the API's
// refusals (new AppError(CODE, 'text', { field: ['text'] }) and the helpers that build one) and the
// zod rules' messages (.max(n, 'text'), { error: 'text' }, { message: 'text' }), in the API and in
// the contracts. The web app shows one in the active language when a catalog message has its
// English (knownText), so each needs one. A message from a *_MESSAGES table or a builder is not
// written here: rules-coverage.test.ts and the web's known-messages test cover those.

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

/** The source files to read: not tests, the demo data or the test harness. */
const SOURCES: { root: string; skip: RegExp }[] = [
  { root: 'apps/api/src', skip: /\.test\.ts$|^test\/|^modules\/demo\/|\/fixtures\// },
  { root: 'packages/contracts/src', skip: /\.test\.ts$|^i18n\// },
];

/** A value written in a ${…} of a template: a number, as a limit or a count is. */
const SAMPLE = '7';

/** Every call in the sources by the name called (`name(…)` or `x.name(…)`). */
type Calls = Map<string, ts.CallExpression[]>;

/** The module a file imports a name from ('./text-input', '@partnerly/contracts'), by name. */
function importsOf(source: ts.SourceFile): Map<string, string> {
  const imports = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) imports.set(element.name.text, statement.moduleSpecifier.text);
  }
  return imports;
}

/** Whether `call` calls the function `fn` (named `name`): not another one of the same name. */
function callsFunction(call: ts.CallExpression, fn: ts.SignatureDeclaration, name: string): boolean {
  const callee = call.expression;
  const parent = fn.parent;
  // A builder of a table (X_MESSAGES.name(…)): called through the table.
  if (ts.isPropertyAssignment(parent)) {
    const table = parent.parent.parent;
    return (
      ts.isPropertyAccessExpression(callee) &&
      ts.isVariableDeclaration(table) &&
      callee.expression.getText() === table.name.getText()
    );
  }
  if (!ts.isIdentifier(callee)) return false;
  const home = fn.getSourceFile().fileName;
  const caller = call.getSourceFile();
  if (caller.fileName === home) return true;
  const from = importsOf(caller).get(name);
  if (!from) return false;
  if (from === '@partnerly/contracts' || from.startsWith('@partnerly/contracts/')) {
    return home.startsWith('packages/contracts/');
  }
  return from.replace(/\.js$/, '').endsWith(`/${home.replace(/^.*\//, '').replace(/\.ts$/, '')}`);
}

/** The name a function is called by: its own, or its variable's or property's. */
function functionName(fn: ts.SignatureDeclaration): string | undefined {
  if (ts.isFunctionDeclaration(fn)) return fn.name?.text;
  const parent = fn.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name)) {
    return parent.name.text;
  }
  return undefined;
}

const expanding = new Set<ts.Node>();

/**
 * What a parameter is given where its function is called with a text: the label of a rule helper
 * (`count('Rate per post', …)`) or the message of a refusal helper (`fieldError('…')`).
 */
function parameterTexts(node: ts.Identifier, calls: Calls): string[] | undefined {
  for (let scope: ts.Node = node; scope; scope = scope.parent) {
    if (!ts.isFunctionLike(scope)) continue;
    // A function that passes its own parameter on to itself, or in a circle, adds nothing.
    if (expanding.has(scope)) return undefined;
    const position = scope.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === node.text);
    if (position < 0) continue;
    const name = functionName(scope);
    if (!name) return undefined;
    expanding.add(scope);
    try {
      return (calls.get(name) ?? []).flatMap((call) => {
        if (!callsFunction(call, scope, name)) return [];
        const arg = call.arguments[position];
        return arg ? textsOf(arg, calls) : [];
      });
    } finally {
      expanding.delete(scope);
    }
  }
  return undefined;
}

/** The text of a module's own constant (`const PRINTABLE_MESSAGE = '…'`), when `node` names one. */
function constantTexts(node: ts.Identifier, calls: Calls): string[] {
  for (const statement of node.getSourceFile().statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== node.text) continue;
      const value = declaration.initializer;
      if (
        value &&
        (ts.isStringLiteral(value) ||
          ts.isNoSubstitutionTemplateLiteral(value) ||
          ts.isTemplateExpression(value))
      )
        return textsOf(value, calls);
    }
  }
  return [];
}

/**
 * The texts an expression can be, a template's ${…} filled with each text it can be (or SAMPLE
 * when it is a value); nothing for a message from elsewhere (a *_MESSAGES table, a builder).
 */
function textsOf(node: ts.Node, calls: Calls): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return node.templateSpans.reduce(
      (texts, span) => {
        const expression = span.expression;
        const found = ts.isIdentifier(expression)
          ? parameterTexts(expression, calls)
          : textsOf(expression, calls);
        const values = found?.length ? [...new Set(found)] : [SAMPLE];
        return texts.flatMap((text) => values.map((value) => text + value + span.literal.text));
      },
      [node.head.text],
    );
  }
  if (ts.isIdentifier(node)) return parameterTexts(node, calls) ?? constantTexts(node, calls);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return textsOf(node.expression, calls);
  if (ts.isConditionalExpression(node)) {
    return [...textsOf(node.whenTrue, calls), ...textsOf(node.whenFalse, calls)];
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
    return textsOf(node.right, calls);
  }
  if (ts.isArrowFunction(node)) {
    if (!ts.isBlock(node.body)) return textsOf(node.body, calls);
    const texts: string[] = [];
    const visit = (child: ts.Node) => {
      if (ts.isReturnStatement(child) && child.expression) texts.push(...textsOf(child.expression, calls));
      else if (!ts.isFunctionLike(child)) ts.forEachChild(child, visit);
    };
    visit(node.body);
    return texts;
  }
  return [];
}

/** The texts of an object's message properties (`error`, `message`), or of a 400's fields. */
function propertyTexts(node: ts.Node | undefined, calls: Calls, names?: string[]): string[] {
  if (!node || !ts.isObjectLiteralExpression(node)) return [];
  return node.properties.flatMap((property) => {
    if (!ts.isPropertyAssignment(property)) return [];
    const name = property.name.getText().replace(/^['"]|['"]$/g, '');
    if (names && !names.includes(name)) return [];
    const value = property.initializer;
    return ts.isArrayLiteralExpression(value)
      ? value.elements.flatMap((element) => textsOf(element, calls))
      : textsOf(value, calls);
  });
}

/** zod's checks and types whose arguments may be a message (a text or { error | message }). */
const ZOD_CALLS = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'date',
  'array',
  'object',
  'strictObject',
  'looseObject',
  'enum',
  'literal',
  'union',
  'record',
  'tuple',
  'custom',
  'instanceof',
  'stringbool',
  'file',
  'email',
  'url',
  'uuid',
  'int',
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'nonempty',
  'datetime',
  'time',
  'iso',
  'check',
]);

interface Site {
  file: string;
  line: number;
  text: string;
}

function sitesOf(file: string, source: ts.SourceFile, calls: Calls): Site[] {
  const sites: Site[] = [];
  const add = (node: ts.Node, texts: string[]) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    for (const text of texts) sites.push({ file, line, text });
  };
  const texts = (node: ts.Node | undefined) => (node ? textsOf(node, calls) : []);
  const fields = (node: ts.Node | undefined) => propertyTexts(node, calls);
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      const [, message, fieldMessages] = node.arguments ?? [];
      if (node.expression.text === 'AppError') add(node, [...texts(message), ...fields(fieldMessages)]);
      if (node.expression.text === 'HTTPException') {
        add(node, propertyTexts(fieldMessages ?? message, calls, ['message']));
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const args = node.arguments;
      if (ts.isIdentifier(callee)) {
        if (callee.text === 'tooManyRequests') add(node, texts(args[0]));
        if (callee.text === 'validationError') add(node, texts(args[1]));
        if (callee.text === 'errorBody') add(node, [...texts(args[1]), ...fields(args[2])]);
      }
      if (ts.isPropertyAccessExpression(callee) && ZOD_CALLS.has(callee.name.text)) {
        for (const [position, arg] of args.entries()) {
          if (callee.name.text === 'literal' && position === 0) continue;
          add(
            arg,
            ts.isObjectLiteralExpression(arg) ? propertyTexts(arg, calls, ['error', 'message']) : texts(arg),
          );
        }
      }
      // ctx.addIssue({ message }) and ctx.issues.push({ message }) in a superRefine or a check.
      if (
        ts.isPropertyAccessExpression(callee) &&
        /(^|\.)(addIssue|issues\.push)$/.test(callee.getText(source))
      ) {
        add(node, propertyTexts(args[0], calls, ['message']));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

function callsIn(sources: ts.SourceFile[]): Calls {
  const calls: Calls = new Map();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : undefined;
      if (name) calls.set(name, [...(calls.get(name) ?? []), node]);
    }
    ts.forEachChild(node, visit);
  };
  sources.forEach(visit);
  return calls;
}

/**
 * Texts that never reach a screen: answers to the payment provider's webhook calls, the check of
 * the server's own settings at start-up, and a wrong API address (a caller's bug, not a person's).
 */
const NOT_FOR_PEOPLE: { file: RegExp; text?: RegExp }[] = [
  { file: /^apps\/api\/src\/config\/env\.ts$/ },
  { file: /^apps\/api\/src\/modules\/auth\/client-ip\.ts$/ },
  { file: /^apps\/api\/src\/modules\/subscriptions\/payments\/receive-webhook\.ts$/ },
  {
    file: /^apps\/api\/src\/modules\/subscriptions\/payments\.routes\.ts$/,
    text: /^Webhook|^Unknown payment provider$/,
  },
  { file: /^apps\/api\/src\/app\.ts$/, text: /^No API route for / },
  { file: /^apps\/api\/src\//, text: /webhook/i },
];

/** Names shown as they are in every language: the social platforms and Google. */
const AS_IS = new Set([
  'Instagram',
  'TikTok',
  'YouTube',
  'Twitter',
  'LinkedIn',
  'Snapchat',
  'Facebook',
  'Pinterest',
]);

function allSites(): Site[] {
  const sources = SOURCES.flatMap(({ root, skip }) =>
    readdirSync(REPO + root, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.ts$/.test(path) && !skip.test(path))
      .map((path) => {
        const file = `${root}/${path}`;
        return ts.createSourceFile(file, readFileSync(REPO + file, 'utf8'), ts.ScriptTarget.Latest, true);
      }),
  );
  const calls = callsIn(sources);
  return sources
    .flatMap((source) => sitesOf(source.fileName, source, calls))
    .filter(
      ({ file, text }) =>
        !NOT_FOR_PEOPLE.some((rule) => rule.file.test(file) && (rule.text?.test(text) ?? true)),
    );
}

/** Whether the catalogs know `text` and every word of it: its arguments are known or only numbers. */
function fullyKnown(text: string): boolean {
  const known = knownText(text);
  if (!known) return AS_IS.has(text) || !/[a-z]/i.test(text);
  return Object.values(known.values).every(fullyKnown);
}

describe('the messages written inline in the API and the contracts', () => {
  const sites = allSites();

  it('are many (the scan finds them)', () => {
    // About 450 texts in 2026: refusals, field messages and the labels put into them.
    expect(sites.length).toBeGreaterThan(400);
    expect(new Set(sites.map(({ file }) => file.split('/')[0])).size).toBe(2);
  });

  it('each have a catalog message with the same English', () => {
    // A text listed here needs a catalog message with its English (catalog/{en,ar}/validation.ts
    // or rules.ts), or, when it never reaches a person, a place in NOT_FOR_PEOPLE.
    const missing = sites
      .filter(({ text }) => !fullyKnown(text))
      .map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(missing).toEqual([]);
  });
});
