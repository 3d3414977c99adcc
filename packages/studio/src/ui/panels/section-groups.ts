import type { Draft } from 'immer';
import { isPlainObject } from '@wl/tenant-config';
import type { StudioFiles } from '../../shared/studio-api.js';

/** A section as pages and layout groups hold it. */
export interface Section {
  type?: string;
  settings?: Record<string, unknown>;
  disabled?: boolean;
}

/** A page or a layout group: sections by id, and the order they show in. */
export interface SectionGroup {
  sections: Record<string, Section>;
  order: string[];
}

/** Layout groups are edited like pages, named `layout.json#<group>`. */
export const LAYOUT_GROUPS = ['header', 'aside', 'footer'] as const;

/** Every page and layout group of the files, pages first. */
export function groupNames(files: StudioFiles): string[] {
  const pages = Object.keys(files)
    .filter((file) => /^pages\/[^/]+\.json$/.test(file))
    .sort();
  return [...pages, ...LAYOUT_GROUPS.map((group) => `layout.json#${group}`)];
}

function asGroup(value: unknown): SectionGroup {
  const group = isPlainObject(value) ? value : {};
  return {
    sections: isPlainObject(group.sections) ? (group.sections as Record<string, Section>) : {},
    order: Array.isArray(group.order) ? group.order.filter((id) => typeof id === 'string') : [],
  };
}

/** The page or layout group a name points at (empty when the files do not hold it). */
export function readGroup(files: StudioFiles, name: string): SectionGroup {
  const [file = '', group] = name.split('#');
  const value = files[file];
  return asGroup(group === undefined ? value : isPlainObject(value) ? value[group] : undefined);
}

/** Runs `recipe` on the named page or layout group inside an immer draft of the files. */
export function editGroup(
  files: Draft<StudioFiles>,
  name: string,
  recipe: (group: SectionGroup) => void,
): void {
  const [file = '', groupName] = name.split('#');
  if (!isPlainObject(files[file])) files[file] = {};
  const holder = files[file] as Record<string, unknown>;
  let target = holder;
  if (groupName !== undefined) {
    if (!isPlainObject(holder[groupName])) holder[groupName] = {};
    target = holder[groupName] as Record<string, unknown>;
  }
  if (!isPlainObject(target.sections)) target.sections = {};
  if (!Array.isArray(target.order)) target.order = [];
  recipe(target as unknown as SectionGroup);
}

/** Moves the id at `from` to `to` in the order (both clamped). */
export function moveInOrder(order: string[], from: number, to: number): void {
  if (from < 0 || from >= order.length) return;
  const target = Math.max(0, Math.min(order.length - 1, to));
  const [id] = order.splice(from, 1);
  if (id !== undefined) order.splice(target, 0, id);
}

/** A new section id for a widget type: the type, else the type with the first free number. */
export function newSectionId(group: SectionGroup, type: string): string {
  if (!(type in group.sections)) return type;
  let n = 2;
  while (`${type}-${n}` in group.sections) n++;
  return `${type}-${n}`;
}
