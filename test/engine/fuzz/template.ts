/**
 * Templates as trees the fuzzer can generate, print and shrink. A tree prints to JSON-T source;
 * the minimizer edits trees (drops a node, unwraps a block, drops a formatter), never characters,
 * so each smaller candidate is still a template of the same shape.
 */

/** `|name` + delimiter-separated arguments. */
export interface FormatterCall {
  readonly name: string;
  readonly args: readonly string[];
  readonly delimiter: string;
}

/** `{.or}` (no condition) or `{.or pred? args}`. */
export interface OrBranch {
  readonly condition: string | null;
  readonly body: readonly TemplateNode[];
}

export type TemplateNode =
  /** Text printed as written, including tags meant to stay literal or malformed. */
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'variable'; readonly paths: readonly string[]; readonly formatters: readonly FormatterCall[] }
  | { readonly kind: 'bind'; readonly name: string; readonly paths: readonly string[]; readonly formatters: readonly FormatterCall[] }
  | { readonly kind: 'ctx'; readonly name: string; readonly bindings: readonly (readonly [string, string])[] }
  | { readonly kind: 'eval'; readonly expression: string; readonly debug: boolean }
  | { readonly kind: 'inject'; readonly name: string; readonly path: string; readonly args: string }
  | { readonly kind: 'include'; readonly name: string; readonly extra: string }
  | { readonly kind: 'macro'; readonly name: string; readonly body: readonly TemplateNode[] }
  | {
      readonly kind: 'block';
      /** The opening tag's content: `.section a`, `.repeated section items`, `.equal? a 1`, `.if a || b`. */
      readonly open: string;
      readonly body: readonly TemplateNode[];
      readonly alternates: readonly TemplateNode[] | null;
      readonly ors: readonly OrBranch[];
      /** Left open (no `{.end}`): only ever the last node. */
      readonly unclosed?: boolean;
    };

export type Template = readonly TemplateNode[];

export function printFormatters(formatters: readonly FormatterCall[]): string {
  return formatters.map((call) => `|${call.name}${call.args.length === 0 ? '' : call.delimiter + call.args.join(call.delimiter)}`).join('');
}

export function printTemplate(nodes: Template): string {
  return nodes.map(printNode).join('');
}

function printNode(node: TemplateNode): string {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'variable':
      return `{${node.paths.join(', ')}${printFormatters(node.formatters)}}`;
    case 'bind':
      return `{.var ${node.name} ${node.paths.join(',')}${printFormatters(node.formatters)}}`;
    case 'ctx':
      return `{.ctx ${node.name} ${node.bindings.map(([key, path]) => `${key}=${path}`).join(' ')}}`;
    case 'eval':
      return `{.eval ${node.debug ? '#' : ''}${node.expression}}`;
    case 'inject':
      return `{.inject ${node.name} ${node.path}${node.args === '' ? '' : ` ${node.args}`}}`;
    case 'include':
      return `{.include ${node.name}${node.extra}}`;
    case 'macro':
      return `{.macro ${node.name}}${printTemplate(node.body)}{.end}`;
    case 'block': {
      let text = `{${node.open}}${printTemplate(node.body)}`;
      if (node.alternates !== null) text += `{.alternates with}${printTemplate(node.alternates)}`;
      for (const branch of node.ors) text += `{.or${branch.condition === null ? '' : ` ${branch.condition}`}}${printTemplate(branch.body)}`;
      return node.unclosed === true ? text : `${text}{.end}`;
    }
  }
}

/** How many nodes a template has, nested ones included: the minimizer's measure of size. */
export function templateSize(nodes: Template): number {
  let size = 0;
  for (const node of nodes) {
    size++;
    if (node.kind === 'macro') size += templateSize(node.body);
    if (node.kind === 'block') {
      size += templateSize(node.body) + templateSize(node.alternates ?? []);
      for (const branch of node.ors) size += 1 + templateSize(branch.body);
    }
    if (node.kind === 'variable' || node.kind === 'bind') size += node.formatters.length;
  }
  return size;
}

/**
 * Every template one edit smaller than `nodes`: a node dropped, a block replaced by one of its
 * bodies, an `{.or}` or `{.alternates with}` dropped, a formatter or a formatter's argument dropped,
 * a variable's extra paths dropped, text shortened; the same edits inside nested bodies.
 */
export function* smallerTemplates(nodes: Template): Generator<Template> {
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] as TemplateNode;
    const before = nodes.slice(0, i);
    const after = nodes.slice(i + 1);
    yield [...before, ...after];
    for (const replacement of smallerNodes(node)) yield [...before, ...replacement, ...after];
  }
}

/** Replacements for one node, each a list of nodes (a block unwraps into its body). */
function* smallerNodes(node: TemplateNode): Generator<TemplateNode[]> {
  switch (node.kind) {
    case 'text':
      if (node.text.length > 1) {
        yield [{ kind: 'text', text: node.text.slice(0, Math.floor(node.text.length / 2)) }];
        yield [{ kind: 'text', text: node.text.slice(Math.floor(node.text.length / 2)) }];
      }
      return;
    case 'variable':
    case 'bind':
      if (node.paths.length > 1) yield [{ ...node, paths: node.paths.slice(0, 1) }];
      for (let i = 0; i < node.formatters.length; i++) {
        yield [{ ...node, formatters: node.formatters.filter((_, j) => j !== i) }];
        const call = node.formatters[i] as FormatterCall;
        for (let a = 0; a < call.args.length; a++) {
          const smaller = { ...call, args: call.args.filter((_, j) => j !== a) };
          yield [{ ...node, formatters: node.formatters.map((other, j) => (j === i ? smaller : other)) }];
        }
      }
      return;
    case 'ctx':
      for (let i = 0; i < node.bindings.length; i++) {
        if (node.bindings.length > 1) yield [{ ...node, bindings: node.bindings.filter((_, j) => j !== i) }];
      }
      return;
    case 'macro':
      yield [...node.body];
      for (const body of smallerTemplates(node.body)) yield [{ ...node, body }];
      return;
    case 'block':
      yield [...node.body];
      if (node.alternates !== null) yield [...node.alternates];
      for (const branch of node.ors) yield [...branch.body];
      if (node.alternates !== null) yield [{ ...node, alternates: null }];
      for (let i = 0; i < node.ors.length; i++) yield [{ ...node, ors: node.ors.filter((_, j) => j !== i) }];
      if (node.unclosed === true) yield [{ ...node, unclosed: false }];
      for (const body of smallerTemplates(node.body)) yield [{ ...node, body }];
      if (node.alternates !== null) for (const alternates of smallerTemplates(node.alternates)) yield [{ ...node, alternates }];
      for (let i = 0; i < node.ors.length; i++) {
        const branch = node.ors[i] as OrBranch;
        for (const body of smallerTemplates(branch.body)) {
          yield [{ ...node, ors: node.ors.map((other, j) => (j === i ? { ...branch, body } : other)) }];
        }
      }
      return;
    default:
      return;
  }
}
