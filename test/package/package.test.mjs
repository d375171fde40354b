// The package as template authors get it: `npm pack`, installed into an empty project with
// `--omit=dev`, then the `storefront-engine` command and `import … from 'storefront-kit/engine'` in
// plain Node ESM, with types. Runs on the current build (`npm run build` first); `npm test` runs it
// after its build layer.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsc = join(root, 'node_modules', '.bin', 'tsc');

let work = '';
let project = '';
/** The files the tarball holds, as npm lists them. */
let packed = [];

function run(command, args, cwd, input) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', input, env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (result.error) throw result.error;
  return result;
}

function mustRun(command, args, cwd) {
  const result = run(command, args, cwd);
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

before(() => {
  assert.ok(existsSync(join(root, 'dist', 'engine', 'cli.js')), 'dist/engine has no build: run `npm run build` first');
  work = mkdtempSync(join(tmpdir(), 'storefront-kit-package-'));
  // The build is already there: packing without scripts does not build it a second time.
  const [pack] = JSON.parse(mustRun('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], root));
  packed = pack.files.map((file) => file.path);
  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'a-theme', private: true, type: 'module' }));
  mustRun('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', join(work, pack.filename)], project);
  mkdirSync(join(project, 'templates'));
  writeFileSync(
    join(project, 'templates', 'page.html'),
    '<h1>{title|html}</h1>{.repeated section items}<p>{@|html}</p>{.end}{.eval 6 * 7}',
  );
  writeFileSync(join(project, 'templates', 'broken.html'), 'line one\n{.section title}');
  writeFileSync(join(project, 'page.json'), JSON.stringify({ title: 'Tea & <cake>', items: ['linen', 'oak'] }));
  mkdirSync(join(project, 'site', 'pages'), { recursive: true });
  writeFileSync(join(project, 'site', 'site.region'), '<!doctype html><html><body><main>{mainContent}</main></body></html>');
  writeFileSync(join(project, 'site', 'pages', 'home.page'), '<h1>{title|html}</h1>');
});

after(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('holds the built engine, its command, its types and the storefront bundle, and no source', () => {
    for (const file of ['dist/engine/index.js', 'dist/engine/index.d.ts', 'dist/engine/cli.js', 'dist/storefront.js', 'package.json']) {
      assert.ok(packed.includes(file), `${file} is missing from the tarball`);
    }
    const unexpected = packed.filter((file) => !file.startsWith('dist/') && file !== 'package.json' && file !== 'README.md');
    assert.deepEqual(unexpected, []);
  });

  it('installs with --omit=dev without any development tool', () => {
    const installed = readdirSync(join(project, 'node_modules'));
    assert.ok(installed.includes('storefront-kit'));
    for (const tool of ['tsx', 'typescript', 'vite', 'react', '@squarespace'])
      assert.ok(!installed.includes(tool), `${tool} was installed`);
  });
});

describe('npx storefront-engine in the empty project', () => {
  it('renders a template against JSON', () => {
    const result = run('npx', ['--no-install', 'storefront-engine', 'render', 'templates/page.html', '--json', 'page.json'], project);
    assert.equal(result.stderr, '');
    assert.equal(result.status, 0);
    assert.equal(result.stdout, '<h1>Tea &amp; &lt;cake&gt;</h1><p>linen</p><p>oak</p>42');
  });

  it('checks templates and reports each error at its line and column', () => {
    const result = run('npx', ['--no-install', 'storefront-engine', 'check', 'templates/page.html', 'templates/broken.html'], project);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /^templates\/broken\.html:2:1: assembler error: Reached EOF in the middle of SECTION\n/);
  });
});

describe('npx storefront-engine dev in the empty project', () => {
  it('serves the site folder until stopped', async () => {
    const dev = spawn(join(project, 'node_modules', '.bin', 'storefront-engine'), ['dev', 'site', '--json', 'page.json', '--port', '0'], {
      cwd: project,
    });
    try {
      let printed = '';
      dev.stdout.setEncoding('utf8');
      const url = await new Promise((resolve, reject) => {
        dev.stdout.on('data', (text) => {
          printed += text;
          // The address, then the pages it serves, one a line.
          const found = /at (http:\/\/127\.0\.0\.1:\d+\/).*\n {2}http.*\n/.exec(printed);
          if (found) resolve(found[1]);
        });
        dev.once('exit', (code) => reject(new Error(`dev exited with ${code} before serving: ${printed}`)));
      });
      assert.match(printed, /\n {2}http:\/\/127\.0\.0\.1:\d+\/pages\/home\.page\n$/);
      const html = await (await fetch(`${url}pages/home.page`)).text();
      assert.match(
        html,
        /<main><h1>Tea &amp; &lt;cake&gt;<\/h1><\/main><script src="\/_storefront-dev\/reload\.js" data-version="0" defer><\/script>/,
      );
      const exited = new Promise((resolve) => dev.once('exit', (code) => resolve(code)));
      dev.kill('SIGINT');
      assert.equal(await exited, 0);
    } finally {
      dev.kill();
    }
  });
});

describe("import { createEngine } from 'storefront-kit/engine'", () => {
  it('renders from a plain .mjs file', () => {
    writeFileSync(
      join(project, 'render.mjs'),
      `import { createEngine } from 'storefront-kit/engine';
const { template } = createEngine().compile('{price|money-format}|{name|htmlattr}');
process.stdout.write(template.render({ price: 123450, name: '"Oak"' }).output);`,
    );
    const result = run('node', ['render.mjs'], project);
    assert.equal(result.stderr, '');
    assert.equal(result.stdout, '1,234.50|&quot;Oak&quot;');
  });

  it('comes with types a TypeScript project resolving as Node does can check against', () => {
    writeFileSync(
      join(project, 'typed.mts'),
      `import { createEngine, type RenderResult, type TemplateError } from 'storefront-kit/engine';
const result: RenderResult = createEngine().compile('{a}').template.render({ a: 1 }, { locale: 'de-DE' });
const first: TemplateError | undefined = result.errors[0];
export const text: string = result.output + String(first?.line);
// @ts-expect-error: the output is a string, so the types are real rather than \`any\`.
export const wrong: number = result.output;
// @ts-expect-error: render options are checked too.
createEngine().compile('').template.render({}, { locale: 42 });
`,
    );
    const result = run(tsc, ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', 'typed.mts'], project);
    assert.equal(result.stdout + result.stderr, '');
    assert.equal(result.status, 0);
  });
});
