import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type AnyEndpoint,
  type EndpointGroup,
  isEndpoint,
  isEndpointGroup,
} from '@kingdoms/shared/api/endpoint';
import { REPO_ROOT } from '../src/config';

const SHARED_SOURCES = join(REPO_ROOT, 'packages/shared/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every endpoint descriptor packages/shared exports, found by scanning its modules: a new one is
 * covered by the descriptor and fuzz tests without being listed anywhere.
 */
export async function sharedEndpoints(): Promise<AnyEndpoint[]> {
  const found = new Set<AnyEndpoint>();
  for (const file of sourceFiles(SHARED_SOURCES)) {
    const exports: Record<string, unknown> = await import(pathToFileURL(file).href);
    for (const value of Object.values(exports)) if (isEndpoint(value)) found.add(value);
  }
  return [...found];
}

/** Every module's group of descriptors packages/shared exports, by its export name. */
export async function sharedEndpointGroups(): Promise<Map<string, EndpointGroup>> {
  const found = new Map<string, EndpointGroup>();
  for (const file of sourceFiles(SHARED_SOURCES)) {
    const exports: Record<string, unknown> = await import(pathToFileURL(file).href);
    for (const [name, value] of Object.entries(exports)) if (isEndpointGroup(value)) found.set(name, value);
  }
  return found;
}
