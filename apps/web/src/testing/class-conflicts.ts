/**
 * Finds the Tailwind classes the source could put on one element that override each other
 * (`h-10` and `h-8`, `px-4` and `px-0`, `text-foreground` and `text-destructive`), which `cn` leaves
 * to the stylesheet's order since it is plain `clsx` (ADR 071: tailwind-merge is out of the bundles).
 *
 * It reads the source, not a render: every `cn(...)` call and every component that takes a
 * `className` and passes it on (to `cn`, to an element, to another such component, through an
 * island's props) is followed from each place it is used, with the props written there (a Button's
 * `variant` and `size`) and every branch of a condition, and each class string it can make is
 * given to tailwind-merge: a class it would drop is a conflict. What it cannot read (a variable
 * from elsewhere, a prop passed on by `{...props}`) counts as no class, and a variant prop it cannot
 * read as each of its values.
 */
import ts from "typescript";
import { twMerge } from "tailwind-merge";

/**
 * A value an expression can have: a string of classes, nothing (undefined), null (to cva: no class of
 * that variant, not its default), or anything (ANY).
 */
const ANY = Symbol("any");
type Value = string | undefined | null | typeof ANY;
type Env = Map<string, Value[]>;

/** `at`: where the classes are put on an element; `from`: the use, outermost first, that gave them. */
export type Conflict = { at: string; from: string[]; classes: string; dropped: string[] };
export type Analysis = { conflicts: Conflict[]; stringsChecked: number; useSitesFollowed: number };

type Component = { name: string; file: SourceFile; node: ts.FunctionLikeDeclaration; params: Map<string, string>; propsName?: string };
type SourceFile = { path: string; source: ts.SourceFile };
type Cva = { base: ts.Expression; variants: Map<string, Map<string, ts.Expression>>; defaults: Map<string, string>; file: SourceFile };

const maxCombinations = 4096;
const classHelpers = new Set(["cn", "clsx"]);

export function findClassConflicts(files: { path: string; text: string }[]): Analysis {
  const sources: SourceFile[] = files.map(({ path, text }) => ({
    path,
    source: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
  }));
  const components = new Map<string, Component>();
  const cvas = new Map<string, Cva>();
  for (const file of sources) collectDeclarations(file, components, cvas);
  // The top-level constants of every file, by name (an imported class string); a name two files use is left out.
  const exported = new Map<string, { initializer: ts.Expression; file: SourceFile } | null>();
  for (const file of sources) {
    for (const statement of file.source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        const name = declaration.name.text;
        exported.set(name, exported.has(name) ? null : { initializer: declaration.initializer, file });
      }
    }
  }

  const conflicts = new Map<string, Conflict>();
  let stringsChecked = 0;
  let useSitesFollowed = 0;

  /** The uses being followed, outermost first (file:line). */
  const trail: string[] = [];
  const where = (node: ts.Node, file: SourceFile) => `${file.path}:${file.source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  function check(values: Value[], node: ts.Node, file: SourceFile) {
    for (const value of values) {
      if (typeof value !== "string") continue;
      const classes = value.split(/\s+/).filter(Boolean);
      if (classes.length < 2) continue;
      stringsChecked++;
      // What tailwind-merge keeps, a class twice counted twice: the same string means plain clsx draws the same.
      const kept = twMerge(classes.join(" ")).split(" ");
      const dropped = [...classes];
      for (const name of kept) dropped.splice(dropped.indexOf(name), 1);
      if (dropped.length === 0) continue;
      const at = where(node, file);
      const key = `${trail.join(" ")} ${at} ${[...kept].join(" ")} ${dropped.join(" ")}`;
      if (!conflicts.has(key)) conflicts.set(key, { at, from: [...trail], classes: classes.join(" "), dropped });
    }
  }

  /** The values of an expression, each branch of a condition apart. */
  function evaluate(expression: ts.Expression | undefined, env: Env, file: SourceFile, depth = 0): Value[] {
    if (!expression || depth > 12) return [ANY];
    const next = (inner: ts.Expression) => evaluate(inner, env, file, depth + 1);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isNonNullExpression(expression)) {
      return next(expression.expression);
    }
    if (ts.isTemplateExpression(expression)) {
      let values = [expression.head.text];
      for (const span of expression.templateSpans) {
        const parts = next(span.expression).map((part) => (typeof part === "string" ? part : ""));
        values = [...new Set(values.flatMap((value) => parts.map((part) => `${value}${part}${span.literal.text}`)))];
      }
      return values;
    }
    if (ts.isConditionalExpression(expression)) return unique([...next(expression.whenTrue), ...next(expression.whenFalse)]);
    if (ts.isBinaryExpression(expression)) {
      const operator = expression.operatorToken.kind;
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return unique([undefined, ...next(expression.right)]);
      if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken) {
        return unique([...next(expression.left), ...next(expression.right)]);
      }
      return [ANY];
    }
    if (expression.kind === ts.SyntaxKind.NullKeyword) return [null];
    if (expression.kind === ts.SyntaxKind.UndefinedKeyword || expression.kind === ts.SyntaxKind.FalseKeyword) return [undefined];
    if (ts.isIdentifier(expression)) {
      if (expression.text === "undefined") return [undefined];
      const bound = env.get(expression.text);
      if (bound) return bound;
      const local = localInitializer(file, expression.text);
      if (local) return next(local);
      const shared = exported.get(expression.text);
      return shared ? evaluate(shared.initializer, new Map(), shared.file, depth + 1) : [ANY];
    }
    if (ts.isPropertyAccessExpression(expression) || ts.isElementAccessExpression(expression)) {
      // `props.className`, a prop read off the props object.
      if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression) && env.has(`${expression.expression.text}.`)) {
        return env.get(expression.name.text) ?? [undefined];
      }
      const object = objectLiteral(expression.expression, file);
      if (!object) return [ANY];
      const key = ts.isPropertyAccessExpression(expression) ? expression.name.text : literalKey(expression.argumentExpression);
      const values: Value[] = [];
      for (const property of object.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        if (key === undefined || propertyName(property.name) === key) values.push(...next(property.initializer));
      }
      return values.length ? unique(values) : [ANY];
    }
    if (ts.isArrayLiteralExpression(expression)) return combine(expression.elements.map((element) => next(element as ts.Expression)));
    if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) return returnedValues(expression, env, file, depth + 1);
    if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
      const callee = expression.expression.text;
      if (classHelpers.has(callee)) return combine(expression.arguments.map((argument) => next(argument)));
      const cva = cvas.get(callee);
      if (cva) return cvaValues(cva, expression.arguments[0], env, file, depth + 1);
      const local = localInitializer(file, callee);
      if (local && (ts.isArrowFunction(local) || ts.isFunctionExpression(local))) return returnedValues(local, new Map(), file, depth + 1);
    }
    return [ANY];
  }

  function returnedValues(fn: ts.FunctionLikeDeclaration, env: Env, file: SourceFile, depth: number): Value[] {
    if (!fn.body) return [ANY];
    if (!ts.isBlock(fn.body)) return evaluate(fn.body, env, file, depth);
    const values: Value[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node)) values.push(...evaluate(node.expression, env, file, depth));
      else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    return values.length ? unique(values) : [ANY];
  }

  /** A cva's class strings for the props it is called with: a prop it cannot read takes each value. */
  function cvaValues(cva: Cva, argument: ts.Expression | undefined, env: Env, file: SourceFile, depth: number): Value[] {
    const given = new Map<string, Value[]>();
    if (argument && ts.isObjectLiteralExpression(argument)) {
      for (const property of argument.properties) {
        if (ts.isShorthandPropertyAssignment(property)) given.set(property.name.text, evaluate(property.name, env, file, depth));
        else if (ts.isPropertyAssignment(property)) given.set(propertyName(property.name) ?? "", evaluate(property.initializer, env, file, depth));
      }
    }
    const parts: Value[][] = [evaluate(cva.base, new Map(), cva.file, depth)];
    for (const [variant, options] of cva.variants) {
      const chosen = new Set<string>();
      for (const value of given.get(variant) ?? [undefined]) {
        if (value === null) continue;
        if (value === ANY || (typeof value === "string" && !options.has(value))) for (const option of options.keys()) chosen.add(option);
        else if (value === undefined) {
          const fallback = cva.defaults.get(variant);
          if (fallback !== undefined) chosen.add(fallback);
        } else chosen.add(value);
      }
      if (chosen.size) parts.push(unique([...chosen].flatMap((option) => evaluate(options.get(option), new Map(), cva.file, depth))));
    }
    return combine(parts);
  }

  /**
   * A use of a component that passes its `className` on, with the values of the props written
   * there: each class string it makes inside is checked, and followed into the next such component.
   */
  function followUse(component: Component, props: Env, stack: string[]) {
    if (stack.includes(component.name) || stack.length > 8) return;
    useSitesFollowed++;
    const env: Env = new Map();
    for (const [local, prop] of component.params) env.set(local, props.get(prop) ?? [undefined]);
    if (component.propsName) {
      env.set(`${component.propsName}.`, [undefined]);
      for (const [prop, values] of props) env.set(prop, values);
    }
    const file = component.file;
    const visit = (node: ts.Node): void => {
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
        // A component that passes the classes on was followed with them: its attributes are done.
        if (jsxUse(node, env, file, [...stack, component.name])) {
          ts.forEachChild(node, (child) => (ts.isJsxAttributes(child) ? undefined : visit(child)));
          return;
        }
      } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && classHelpers.has(node.expression.text) && mentions(node, component)) {
        check(evaluate(node, env, file), node, file);
        return;
      }
      ts.forEachChild(node, visit);
    };
    if (component.node.body) ts.forEachChild(component.node.body, visit);
  }

  /**
   * A JSX element: given to a component that passes its className on, it is followed there with its
   * props; given to an element, its className is checked. Returns whether it was followed.
   */
  function jsxUse(node: ts.JsxSelfClosingElement | ts.JsxOpeningElement, env: Env, file: SourceFile, stack: string[]): boolean {
    const tag = node.tagName.getText(file.source);
    const attributes = new Map<string, ts.Expression | undefined>();
    for (const attribute of node.attributes.properties) {
      if (!ts.isJsxAttribute(attribute)) continue;
      const name = attribute.name.getText(file.source);
      const initializer = attribute.initializer;
      attributes.set(name, !initializer ? undefined : ts.isJsxExpression(initializer) ? initializer.expression : (initializer as ts.StringLiteral));
    }
    // An island: its component is drawn with the props object's values.
    if (tag === "Island") {
      const target = attributes.get("component");
      const props = attributes.get("props");
      const component = target && ts.isIdentifier(target) ? components.get(target.text) : undefined;
      if (component && props && ts.isObjectLiteralExpression(props)) {
        const given: Env = new Map();
        for (const property of props.properties) {
          if (ts.isPropertyAssignment(property)) given.set(propertyName(property.name) ?? "", evaluate(property.initializer, env, file));
          else if (ts.isShorthandPropertyAssignment(property)) given.set(property.name.text, evaluate(property.name, env, file));
        }
        trail.push(where(node, file));
        followUse(component, given, stack);
        trail.pop();
        return true;
      }
      return false;
    }
    const component = components.get(tag);
    if (component) {
      const given: Env = new Map();
      for (const [name, expression] of attributes) given.set(name, expression ? evaluate(expression, env, file) : [ANY]);
      trail.push(where(node, file));
      followUse(component, given, stack);
      trail.pop();
      return true;
    }
    if (attributes.has("className")) check(evaluate(attributes.get("className"), env, file), node, file);
    return false;
  }

  function localInitializer(file: SourceFile, name: string): ts.Expression | undefined {
    let found: ts.Expression | undefined;
    const visit = (node: ts.Node) => {
      if (found) return;
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) found = node.initializer;
      else ts.forEachChild(node, visit);
    };
    visit(file.source);
    return found;
  }

  function objectLiteral(expression: ts.Expression, file: SourceFile): ts.ObjectLiteralExpression | undefined {
    let current: ts.Expression | undefined = expression;
    for (let step = 0; current && step < 4; step++) {
      if (ts.isObjectLiteralExpression(current)) return current;
      if (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current)) current = current.expression;
      else if (ts.isIdentifier(current)) current = localInitializer(file, current.text);
      else return undefined;
    }
    return undefined;
  }

  // Every cn call on its own (its props unknown), then every element and component used in a
  // component's body with the props written there.
  for (const file of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && classHelpers.has(node.expression.text)) {
        check(evaluate(node, new Map(), file), node, file);
      }
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) jsxUse(node, new Map(), file, []);
      ts.forEachChild(node, visit);
    };
    visit(file.source);
  }

  return { conflicts: [...conflicts.values()], stringsChecked, useSitesFollowed };
}

/** The function components, and the cva tables, of a file. */
function collectDeclarations(file: SourceFile, components: Map<string, Component>, cvas: Map<string, Cva>) {
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const initializer = node.initializer;
      if (ts.isCallExpression(initializer) && ts.isIdentifier(initializer.expression) && initializer.expression.text === "cva") {
        cvas.set(node.name.text, readCva(initializer, file));
      } else if (/^[A-Z]/.test(node.name.text) && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))) {
        addComponent(node.name.text, initializer, file, components);
      }
    }
    if (ts.isFunctionDeclaration(node) && node.name && /^[A-Z]/.test(node.name.text)) addComponent(node.name.text, node, file, components);
    ts.forEachChild(node, visit);
  };
  visit(file.source);
}

/** A component that takes className and passes it on: its props' local names. */
function addComponent(name: string, node: ts.FunctionLikeDeclaration, file: SourceFile, components: Map<string, Component>) {
  const first = node.parameters[0];
  if (!first) return;
  const params = new Map<string, string>();
  let propsName: string | undefined;
  if (ts.isObjectBindingPattern(first.name)) {
    for (const element of first.name.elements) {
      if (element.dotDotDotToken || !ts.isIdentifier(element.name)) continue;
      const prop = element.propertyName ? propertyName(element.propertyName) : element.name.text;
      if (prop) params.set(element.name.text, prop);
    }
  } else if (ts.isIdentifier(first.name)) propsName = first.name.text;
  const component: Component = { name, file, node, params, propsName };
  if (!node.body || !mentions(node.body, component)) return;
  components.set(name, component);
}

/** Whether a node reads the component's className. */
function mentions(node: ts.Node, component: Component): boolean {
  const local = [...component.params].find(([, prop]) => prop === "className")?.[0];
  let found = false;
  const visit = (child: ts.Node) => {
    if (found) return;
    if (local && ts.isIdentifier(child) && child.text === local && !ts.isPropertyAssignment(child.parent)) found = true;
    else if (component.propsName && ts.isPropertyAccessExpression(child) && ts.isIdentifier(child.expression) && child.expression.text === component.propsName && child.name.text === "className") found = true;
    else ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

function readCva(call: ts.CallExpression, file: SourceFile): Cva {
  const [base, config] = call.arguments;
  const variants = new Map<string, Map<string, ts.Expression>>();
  const defaults = new Map<string, string>();
  if (config && ts.isObjectLiteralExpression(config)) {
    for (const property of config.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer)) continue;
      const key = propertyName(property.name);
      for (const entry of property.initializer.properties) {
        if (!ts.isPropertyAssignment(entry)) continue;
        const entryName = propertyName(entry.name) ?? "";
        if (key === "variants" && ts.isObjectLiteralExpression(entry.initializer)) {
          const options = new Map<string, ts.Expression>();
          for (const option of entry.initializer.properties) {
            if (ts.isPropertyAssignment(option)) options.set(propertyName(option.name) ?? "", option.initializer);
          }
          variants.set(entryName, options);
        } else if (key === "defaultVariants" && ts.isStringLiteral(entry.initializer)) defaults.set(entryName, entry.initializer.text);
      }
    }
  }
  return { base: base ?? ts.factory.createStringLiteral(""), variants, defaults, file };
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}

function literalKey(expression: ts.Expression): string | undefined {
  return ts.isStringLiteral(expression) || ts.isNumericLiteral(expression) ? expression.text : undefined;
}

function unique(values: Value[]): Value[] {
  return [...new Set(values)];
}

/** Each choice of one value from every part, joined as clsx joins (nothing and anything add no class). */
function combine(parts: Value[][]): Value[] {
  let results: string[] = [""];
  for (const part of parts) {
    const next = new Set<string>();
    for (const result of results) {
      for (const value of part) {
        const text = typeof value === "string" ? value.trim() : "";
        next.add(text && result ? `${result} ${text}` : result || text);
        if (next.size > maxCombinations) break;
      }
    }
    results = [...next];
  }
  return results;
}

/**
 * The source files an entry runs, statically or by a dynamic `import()`: paths relative to `src`,
 * `@/` and relative specifiers resolved, packages left out.
 */
export function reachableFiles(entries: string[], files: { path: string; text: string }[]): Set<string> {
  const byPath = new Map(files.map((file) => [file.path, file.text]));
  const resolve = (from: string, specifier: string): string | undefined => {
    let base: string;
    if (specifier.startsWith("@/")) base = specifier.slice(2);
    else if (specifier.startsWith(".")) base = joinPath(from.split("/").slice(0, -1).join("/"), specifier);
    else return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => byPath.has(candidate));
  };
  const reached = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const current = queue.pop()!;
    if (reached.has(current)) continue;
    reached.add(current);
    const source = ts.createSourceFile(current, byPath.get(current) ?? "", ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      let specifier: ts.Expression | undefined;
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) specifier = node.moduleSpecifier;
      else if (ts.isExportDeclaration(node) && !node.isTypeOnly) specifier = node.moduleSpecifier;
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) specifier = node.arguments[0];
      if (specifier && ts.isStringLiteral(specifier)) {
        const target = resolve(current, specifier.text);
        if (target && !reached.has(target)) queue.push(target);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return reached;
}

/** The packages the given files import (bare specifiers), for what an entry must not load. */
export function importedPackages(paths: Iterable<string>, files: { path: string; text: string }[]): Set<string> {
  const byPath = new Map(files.map((file) => [file.path, file.text]));
  const packages = new Set<string>();
  for (const path of paths) {
    const source = ts.createSourceFile(path, byPath.get(path) ?? "", ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      let specifier: ts.Expression | undefined;
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && !(ts.isImportDeclaration(node) && node.importClause?.isTypeOnly)) {
        specifier = node.moduleSpecifier;
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) specifier = node.arguments[0];
      if (specifier && ts.isStringLiteral(specifier) && !specifier.text.startsWith(".") && !specifier.text.startsWith("@/")) packages.add(specifier.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return packages;
}

function joinPath(directory: string, relative: string): string {
  const parts = directory ? directory.split("/") : [];
  for (const part of relative.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}
