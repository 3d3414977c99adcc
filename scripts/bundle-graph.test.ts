import { describe, expect, it } from 'vitest';
import {
  entryKey,
  heavyModules,
  serverOnlyModules,
  staticClosure,
  startKeys,
  type Manifest,
  widgetEntries,
} from './bundle-graph.js';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['../widgets/src/header/Header.tsx', 'src/sections/Lottery.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  '../widgets/src/header/Header.tsx': {
    file: 'assets/Header.js',
    src: '../widgets/src/header/Header.tsx',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
  '../widgets/src/header/HeaderExtras.tsx': {
    file: 'assets/HeaderExtras.js',
    src: '../widgets/src/header/HeaderExtras.tsx',
    isDynamicEntry: true,
    imports: ['_swiper.js'],
  },
  'src/sections/Lottery.tsx': {
    file: 'assets/Lottery.js',
    src: 'src/sections/Lottery.tsx',
    isDynamicEntry: true,
    imports: ['_swiper.js'],
  },
  '_swiper.js': { file: 'assets/swiper.js' },
  '_layout.js': { file: 'assets/layout.js', imports: ['_shared.js'] },
};

/** Which modules each built file holds; the footer sits in a group chunk with its helpers. */
const chunkModules: Record<string, string[]> = {
  'assets/index.js': ['/repo/packages/runtime/src/main.tsx'],
  'assets/Header.js': ['/repo/packages/widgets/src/header/Header.tsx'],
  'assets/HeaderExtras.js': ['/repo/packages/widgets/src/header/HeaderExtras.tsx'],
  'assets/Lottery.js': ['/repo/packages/runtime/src/sections/Lottery.tsx'],
  'assets/swiper.js': ['node_modules/.pnpm/swiper@12/node_modules/swiper/swiper.mjs'],
  'assets/layout.js': [
    '/repo/packages/widgets/src/footer/footer-links.ts',
    '/repo/packages/widgets/src/footer/Footer.tsx',
  ],
};

describe('bundle graph', () => {
  it('follows static imports only, through cycles', () => {
    expect(staticClosure(manifest, entryKey(manifest)).sort()).toEqual([
      '_shared.js',
      '_vendor.js',
      'index.html',
    ]);
  });

  it('finds the chunk of each given widget type, not the chunks the widget loads later', () => {
    expect(widgetEntries(manifest, chunkModules, ['header'])).toEqual([
      '../widgets/src/header/Header.tsx',
    ]);
    expect(widgetEntries(manifest, chunkModules, ['footer'])).toEqual(['_layout.js']);
    expect(widgetEntries(manifest, chunkModules, ['Lottery', 'head'])).toEqual([]);
  });

  it('names heavy libraries that slipped into a chunk', () => {
    const modules = {
      'assets/index.js': [
        '/repo/src/main.tsx',
        'node_modules/.pnpm/ajv@8.17.1/node_modules/ajv/dist/core.js',
      ],
      'assets/swiper.js': ['node_modules/.pnpm/swiper@12/node_modules/swiper/swiper.mjs'],
      'assets/form.js': [
        'node_modules/.pnpm/@cfworker+json-schema@4.1.1/node_modules/@cfworker/json-schema/dist/esm/validate.js',
      ],
    };
    expect(heavyModules(modules, ['assets/index.js'])).toEqual(['ajv in assets/index.js']);
    expect(heavyModules(modules, ['assets/form.js'])).toEqual([
      '@cfworker/json-schema in assets/form.js',
    ]);
    expect(heavyModules(modules, ['assets/vendor.js'])).toEqual([]);
  });

  it("names React's server renderer and the markup helper wherever they slipped into the build", () => {
    const modules = {
      'assets/index.js': [
        '/repo/src/main.tsx',
        'node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/client.js',
      ],
      'assets/Lottery.js': [
        'node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/server.browser.js',
        'node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/react-dom-server.browser.production.js',
        '/repo/packages/widgets/src/drawn-markup.ts',
      ],
    };
    expect(serverOnlyModules(modules)).toEqual([
      'drawn-markup in assets/Lottery.js',
      'react-dom/cjs/react-dom-server.browser.production.js in assets/Lottery.js',
      'react-dom/server.browser.js in assets/Lottery.js',
    ]);
    expect(serverOnlyModules({ 'assets/index.js': modules['assets/index.js'] })).toEqual([]);
  });

  it('counts the app the entry starts once the page has painted among what every page runs', () => {
    const booted: Manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_preload.js'],
        dynamicImports: ['src/boot/start.tsx'],
      },
      '_preload.js': { file: 'assets/preload.js' },
      'src/boot/start.tsx': {
        file: 'assets/start.js',
        isDynamicEntry: true,
        imports: ['_libraries.js', '_preload.js'],
      },
      '_libraries.js': { file: 'assets/libraries.js' },
    };
    expect(startKeys(booted)).toEqual(['index.html', 'src/boot/start.tsx']);
    expect(
      [...new Set(startKeys(booted).flatMap((key) => staticClosure(booted, key)))].sort(),
    ).toEqual(['_libraries.js', '_preload.js', 'index.html', 'src/boot/start.tsx']);
  });
});
