// Prisma generator (declared in prisma/schema/base.prisma) that writes the entity registry.
import { readdirSync, readFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import generatorHelper from '@prisma/generator-helper';
import { renderRegistry } from './registry/render';

/** Maps each model to the module named by the schema file it is declared in. */
export function moduleOfModelIn(schemaDir: string): (model: string) => string {
  const modules = new Map<string, string>();
  for (const file of readdirSync(schemaDir).filter((name) => name.endsWith('.prisma'))) {
    for (const match of readFileSync(path.join(schemaDir, file), 'utf8').matchAll(/^model\s+(\w+)\s*\{/gm)) {
      modules.set(match[1]!, path.basename(file, '.prisma'));
    }
  }
  return (model) => modules.get(model) ?? 'unknown';
}

generatorHelper.generatorHandler({
  onManifest: () => ({ prettyName: 'Entity registry', defaultOutput: '../../src/shared/registry/generated' }),
  onGenerate: async (options) => {
    // REGISTRY_OUTPUT lets the staleness test render into a scratch folder.
    const output = process.env.REGISTRY_OUTPUT || options.generator.output?.value;
    if (!output) throw new Error('The registry generator needs an output folder');
    const files = renderRegistry(options.dmmf.datamodel, moduleOfModelIn(options.schemaPath));
    rmSync(output, { recursive: true, force: true });
    mkdirSync(output, { recursive: true });
    for (const [name, content] of files) writeFileSync(path.join(output, name), content);
  },
});
