// Flow folders stay apart (docs/decisions/0026-one-front-end-skeleton.md): in an app, a file under
// `src/flows/<a>/` never imports `src/flows/<b>/` for another flow b; what two flows share lives in
// `src/flows/shared/`, and `flows/shared` never imports a flow folder. A flow is then read, moved
// or deleted as one folder, and no two flows can grow into a loop.
import path from 'node:path';

/** The app and the flow folder of a path (`apps/<app>/src/flows/<flow>/…`), or null. */
export function flowFolderOf(file) {
  const match = /(?:^|\/)apps\/([^/]+)\/src\/flows\/([^/]+)\//.exec(file.replaceAll('\\', '/'));
  return match ? { app: match[1], flow: match[2] } : null;
}

/**
 * Imports between two flow folders kept for now, as `<app>: <from> -> <to>`, each with the reason;
 * every other one fails. The list only shrinks.
 */
export const KEPT_FLOW_IMPORTS = {
  // The mail-link check grants the mail reward through the points flow (the MailRewardPoints seam
  // of flows/shared); it goes when the points wiring moves into the route table's slots.
  'profile: mail-link -> points': true,
};

const SHARED = 'shared';

/** The flow-folder import that `from` (a flow file) makes by importing `target`, if forbidden. */
export function forbiddenFlowImport(from, target) {
  const a = flowFolderOf(from);
  const b = flowFolderOf(target);
  if (!a || !b || a.app !== b.app || a.flow === b.flow || b.flow === SHARED) return null;
  if (KEPT_FLOW_IMPORTS[`${a.app}: ${a.flow} -> ${b.flow}`]) return null;
  return { app: a.app, from: a.flow, to: b.flow };
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'A flow folder never imports another flow folder; flows/shared never imports one.' },
    schema: [],
    messages: {
      crossFlow:
        'flows/{{from}} may not import flows/{{to}}: a flow folder imports only itself and flows/shared (move what both need to flows/shared).',
      sharedImportsFlow:
        'flows/shared may not import flows/{{to}}: the shared steps never import a flow folder.',
    },
  },
  create(context) {
    const file = context.filename;
    if (!flowFolderOf(file)) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = `${path.resolve(path.dirname(file), source)}/`;
      const found = forbiddenFlowImport(file, target);
      if (!found) return;
      context.report({
        node,
        messageId: found.from === SHARED ? 'sharedImportsFlow' : 'crossFlow',
        data: found,
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** For every workspace; the rule looks only at files under `apps/<app>/src/flows/`. */
export const flowFolderRules = [
  {
    files: ['**/*.{ts,tsx,js,jsx}'],
    plugins: { 'flow-folders': { rules: { 'no-cross-flow-import': rule } } },
    rules: { 'flow-folders/no-cross-flow-import': 'error' },
  },
];
