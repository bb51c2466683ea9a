import path from 'node:path';

/** `…/src/features/<name>/…` → the features folder and the feature's name. */
function featureOf(file) {
  const match = /^(.*\/src\/features)\/([^/]+)\//.exec(file.split(path.sep).join('/'));
  return match ? { root: match[1], name: match[2] } : null;
}

/**
 * A feature folder (`src/features/<name>`) imports nothing from a sibling
 * feature: features stay removable one by one, and what two of them need
 * lives in the package's `components/`, `hooks/` or `utils/` (or in shared).
 */
export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports from one feature folder into another' },
    messages: {
      cross:
        "Feature '{{from}}' imports from feature '{{to}}': move what both need out of features/ (components/, hooks/, utils/ or @pawapuri/shared).",
    },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source.value) + '/');
      if (target && target.root === own.root && target.name !== own.name) {
        context.report({
          node: source,
          messageId: 'cross',
          data: { from: own.name, to: target.name },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
