import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { DEFAULT_TENANT_FOLDER, type TenantSources } from '@wl/tenant-config';
import { checkTenants, readTenantSources } from '@wl/tenant-config/node';
import type { StudioMessage } from '../shared/studio-api.js';
import type { StudioFolder } from './studio-folder.js';

/** Image formats a tenant's logo and favicon may have, by extension, with their first bytes. */
const FORMATS: Record<string, (bytes: Buffer) => boolean> = {
  svg: (bytes) =>
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(bytes.toString('utf8', 0, 512)),
  png: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  jpg: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8,
  jpeg: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8,
  webp: (bytes) =>
    bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
  ico: (bytes) => bytes.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0])),
};

const NAME = /^[a-z0-9][a-z0-9_-]{0,62}\.([a-z]+)$/;

/**
 * Puts an image into the tenant's assets/ when its name, its format and the tenant check (the
 * asset size budget of `tenant:check`) accept it; otherwise answers why and writes nothing.
 */
export function uploadAsset(
  folder: StudioFolder,
  code: string,
  name: string,
  bytes: Buffer,
): StudioMessage[] {
  const file = `assets/${name}`;
  const refuse = (message: string): StudioMessage[] => [{ file, pointer: '', message }];
  const extension = NAME.exec(name)?.[1];
  const format = extension === undefined ? undefined : FORMATS[extension];
  if (format === undefined)
    return refuse(
      `expected a name of lowercase letters, digits, - and _ ending in .${Object.keys(FORMATS).join(', .')}`,
    );
  if (!format(bytes)) return refuse(`the file is not a ${extension?.toUpperCase()} image`);
  const sources = readTenantSources(folder.tenantsDir);
  if (code === DEFAULT_TENANT_FOLDER || sources.files[code] === undefined)
    return refuse(`no tenant "${code}"`);
  const candidate: TenantSources = {
    ...sources,
    assets: { ...sources.assets, [code]: [...new Set([...(sources.assets[code] ?? []), name])] },
    assetBytes: {
      ...sources.assetBytes,
      [code]: { ...sources.assetBytes?.[code], [name]: bytes.length },
    },
  };
  const root = basename(resolve(folder.tenantsDir));
  const own = `${root}/${code}/${file}`;
  const errors = checkTenants(candidate, { ...folder.facts, root }).filter(
    (error) => error.file === own,
  );
  if (errors.length > 0)
    return errors.map((error) => ({ file, pointer: '', message: error.message }));
  mkdirSync(join(folder.tenantsDir, code, 'assets'), { recursive: true });
  writeFileSync(join(folder.tenantsDir, code, file), bytes);
  return [];
}
