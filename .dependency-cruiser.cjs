// The import rules `npm run lint` (and the lint layer of `npm test`) checks with dependency-cruiser.
// The folders stack, each importing only those below it:
//
//   src  ←  loader  ←  widgets  ←  admin  ←  runtime
//
//   src/      the storefront's rules, calls and stores, and the template engine: no React, no DOM widgets
//   loader/   storefront.js and the runtime and telemetry chunks' code; knows no widget
//   widgets/  the shopper's widgets and their shared UI (widgets/ui)
//   admin/    the owner's admin app under /config (admin/index.ts its one door, admin/ui its primitives)
//   runtime/  the runtime chunk's entry: the one module that lists the widget chunks and the admin
//             app, imported lazily, and hands that map to the loader's runtime
//
// demo/ (the demo platform and site) sits on top and may import any of them.
//
// What counts:
// - Type-only imports count like any other. A type import still ties a folder to the one it names
//   (the lower folder no longer compiles, moves or ships alone), and a circle through types is where
//   a circle of values starts.
// - Tests (`*.test.ts(x)`, test/, bench/) are not checked: they sit beside what they test but may
//   reach into any layer to set a page up (a loader test mounts a widget's button), and no chunk
//   ships them.
// - Dynamic `import()` counts too: the runtime entry's lazy imports are the one sanctioned way up.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // (a) No circle between folders. `scope: 'folder'` looks at every folder at every depth
    // (loader ↔ widgets/cart, widgets/ui ↔ widgets/account, admin/content ↔ admin/chart-editor): once
    // two folders import each other, neither can be understood, tested or split into chunks alone.
    // So in the template engine (src/engine, shipped on its own as storefront-kit/engine): a type two
    // of its folders share lives in the lowest one that needs it, and its command lines sit above it
    // and the site templates, in src/engine-cli.
    {
      name: 'no-folder-circle',
      comment: 'This folder is part of an import circle between folders: the folders must stack (see the top of .dependency-cruiser.cjs).',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    // (a) And no circle between modules either: a circle is where initialisation order bugs and
    // chunks that cannot split come from.
    {
      name: 'no-circular',
      comment: 'This module is part of an import circle: break it (move the shared piece down, or hand it in as an argument).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    // (b) The shopper's code never imports the owner's admin app: a storefront page must download
    // none of it (bench/size.mjs checks the chunks; this checks the source). The runtime entry's
    // lazy import, for /config pages only, is the one way in.
    {
      name: 'storefront-not-admin',
      comment:
        'Storefront code (src/, loader/, widgets/) must not import the admin app (admin/): only runtime/index.ts imports it, lazily.',
      severity: 'error',
      from: { path: '^(src|loader|widgets)/' },
      to: { path: '^admin/' },
    },
    // (c) src/ is the bottom layer: framework-free rules, calls and stores that the widgets, the
    // admin app, the demo platform and the engine's users share. It must not need React, the
    // loader, the widgets, the admin app or the demo (the admin app is caught by the rule above).
    {
      name: 'src-is-the-bottom',
      comment: 'src/ must not import React or react-dom, loader/, widgets/, runtime/ or demo/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: ['^(loader|widgets|runtime|demo)/', '^node_modules/(@types/)?(react|react-dom)/'] },
    },
    // (d) The stack above src: each folder imports only those below it.
    {
      name: 'loader-below-widgets',
      comment: 'loader/ must not import widgets/, runtime/ or demo/: the widget chunks are handed to it by runtime/index.ts.',
      severity: 'error',
      from: { path: '^loader/' },
      to: { path: '^(widgets|runtime|demo)/' },
    },
    {
      name: 'widgets-below-admin',
      comment:
        'widgets/ must not import runtime/ or demo/ (nor admin/, above). A piece the admin app and a widget share lives in widgets/ui or src/.',
      severity: 'error',
      from: { path: '^widgets/' },
      to: { path: '^(runtime|demo)/' },
    },
    {
      name: 'admin-below-runtime',
      comment: 'admin/ must not import runtime/ or demo/.',
      severity: 'error',
      from: { path: '^admin/' },
      to: { path: '^(runtime|demo)/' },
    },
    // The runtime entry may reach up to every widget and the admin app, but only lazily: a static
    // import would put that code in the runtime chunk, which every page with a widget fetches.
    {
      name: 'runtime-imports-chunks-lazily',
      comment: 'runtime/ imports widgets/ and admin/ only with import(), one chunk each.',
      severity: 'error',
      from: { path: '^runtime/' },
      to: { path: '^(widgets|admin)/', dynamic: false },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '^(test|bench|dist)/', '^demo/\\.data/'] },
    // Type-only imports count (see the top of this file).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // The package's `exports`, and the types packages for `import type … from 'react'`.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
