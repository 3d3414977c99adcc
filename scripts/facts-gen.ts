/**
 * pnpm facts:gen [--check] [--products]
 * Writes every copy of a fact that has one owner: the whitelabel modules (the platform's list
 * joined with the modules the features declare), game categories and daisyUI themes into the
 * schemas, the runtime stylesheet and the docs; the route addresses the features declare into
 * `@wl/paths`; and the docs tables that list code from the registries. With --products, only the
 * build products git ignores (`*.gen.*`, what `pnpm install` writes); with --check, fails when a
 * copy is stale, generation is not deterministic or two sources disagree.
 * docs/architecture.md#one-owner-for-each-fact
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeProvisionalProducts } from './facts/provisional-products.js';
import { runWhenInvoked } from './run-when-invoked.js';

async function main(check: boolean, productsOnly: boolean): Promise<number> {
  // A fresh clone has no build products yet, and the features cannot load without them: write
  // provisional ones first, then load the sources that make the real ones.
  const provisional = writeProvisionalProducts();
  const { generatedFiles, isBuildProduct } = await import('./facts/generated-files.js');
  const { disagreements } = await import('./facts/source-agreement.js');
  const { ROOT, GEN_COMMAND } = await import('./facts/generated-file.js');
  const files = [...(await generatedFiles())].filter(
    ([path]) => !productsOnly || isBuildProduct(path),
  );
  const stale = files.filter(
    ([path, { current, wanted }]) => current !== wanted || provisional.includes(path),
  );
  if (check) {
    const again = await generatedFiles();
    const problems = [
      ...stale.map(([path]) => `${path} is stale; run \`${GEN_COMMAND}\``),
      ...files
        .filter(([path, { wanted }]) => again.get(path)?.wanted !== wanted)
        .map(([path]) => `${path} comes out differently on a second run`),
      ...disagreements(),
    ];
    for (const problem of problems) console.error(`facts:check: ${problem}`);
    if (problems.length > 0) return 1;
    console.info(`facts:check: ${files.length} files up to date, the sources agree`);
    return 0;
  }
  for (const [path, { wanted }] of stale) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), wanted);
  }
  console.info(`facts:gen: ${stale.length} of ${files.length} files rewritten`);
  return 0;
}

runWhenInvoked(import.meta.url, () =>
  main(process.argv.includes('--check'), process.argv.includes('--products')),
);
