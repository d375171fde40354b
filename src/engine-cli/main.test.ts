import { describe, expect, it } from 'vitest';
import { runCli } from './main';

function run(argv: string[], files: Record<string, string>) {
  let stdout = '';
  let stderr = '';
  const code = runCli(argv, {
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
      return text;
    },
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
  });
  return { code, stdout, stderr };
}

describe('storefront-engine render', () => {
  it('prints the output and exits 0 when nothing went wrong', () => {
    const files = { 't.html': '{p|apply card}{.eval 1+1}', 'd.json': '{"p":{"t":"T"}}', 'p.json': '{"card":"[{t}]"}' };
    expect(run(['render', 't.html', '--json', 'd.json', '--partials', 'p.json'], files)).toEqual({ code: 0, stdout: '[T]2', stderr: '' });
  });

  it('prints errors as file:line:col and exits 1', () => {
    const { code, stdout, stderr } = run(['render', 't.html', '--json', 'd.json'], { 't.html': 'a\n{b|nope}', 'd.json': '{}' });
    expect(code).toBe(1);
    expect(stdout).toBe('a\n{b|nope}');
    expect(stderr).toContain("t.html:2:1: parser error: Formatter 'nope' is unknown");
  });

  it('exits 2 on bad usage or an unreadable file', () => {
    expect(run(['render', 't.html'], {}).code).toBe(2);
    expect(run(['render', 't.html', '--json', 'missing.json'], { 't.html': '' }).stderr).toContain('ENOENT');
    expect(run(['frobnicate'], {}).stderr).toContain("unknown command 'frobnicate'");
  });
});

describe('storefront-engine check', () => {
  it('reports every file’s errors and exits 1 if any has one', () => {
    const { code, stderr } = run(['check', 'ok.html', 'bad.html'], { 'ok.html': '{a}', 'bad.html': '{.section a}' });
    expect(code).toBe(1);
    expect(stderr).toBe('bad.html:1:1: assembler error: Reached EOF in the middle of SECTION\n1 | {.section a}\n    ^\n');
  });

  it('exits 0 when every file compiles cleanly', () => {
    expect(run(['check', 'ok.html'], { 'ok.html': '{a|html}' })).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});

describe('storefront-engine preprocess and render --preprocess', () => {
  const files = {
    'page.html': '{^.repeated section links}<a href="{^url}">{^label}</a>{^.end} {title}',
    'page.json': '{"title":"Home","links":[{"url":"/a","label":"A"}]}',
    'settings.json': '{"links":[{"url":"/s","label":"S"}]}',
  };

  it('prints the first pass alone', () => {
    expect(run(['preprocess', 'page.html', '--json', 'page.json'], files)).toEqual({
      code: 0,
      stdout: '<a href="/a">A</a> {title}',
      stderr: '',
    });
  });

  it('renders what the first pass printed, the first pass over its own JSON when given', () => {
    expect(run(['render', 'page.html', '--json', 'page.json', '--preprocess'], files).stdout).toBe('<a href="/a">A</a> Home');
    expect(run(['render', 'page.html', '--json', 'page.json', '--preprocess', '--preprocess-json', 'settings.json'], files).stdout).toBe(
      '<a href="/s">S</a> Home',
    );
  });

  it('reports first-pass errors in the template and second-pass errors in what the first pass printed', () => {
    const { code, stderr } = run(['render', 't.html', '--json', 'd.json', '--preprocess'], {
      't.html': '{^a|nope}\n{b|nope}',
      'd.json': '{}',
    });
    expect(code).toBe(1);
    expect(stderr).toContain("t.html:1:1: parser error: Formatter 'nope' is unknown");
    expect(stderr).toContain("t.html (preprocessed):2:1: parser error: Formatter 'nope' is unknown");
  });

  it('checks the first pass’s tags with check --preprocess', () => {
    const { code, stderr } = run(['check', '--preprocess', 'p.html'], { 'p.html': '{^.section a}{.section b}' });
    expect(code).toBe(1);
    expect(stderr).toContain('p.html:1:1: assembler error: Reached EOF in the middle of SECTION');
    expect(run(['check', 'p.html'], { 'p.html': '{^.section a}' }).code).toBe(0);
  });

  it('refuses --preprocess-json without --preprocess', () => {
    expect(run(['render', 'page.html', '--json', 'page.json', '--preprocess-json', 'settings.json'], files).code).toBe(2);
  });
});

describe('storefront-engine dev', () => {
  it('exits 2 without a site folder, without --json, with an unreadable JSON file or a bad port', async () => {
    expect(await run(['dev', '--json', 'd.json'], { 'd.json': '{}' }).code).toBe(2);
    expect(run(['dev', 'site'], {}).stderr).toContain('dev needs --json <file>');
    expect(run(['dev', 'site', '--json', 'missing.json'], {}).stderr).toContain("ENOENT: no such file, open 'missing.json'");
    expect(run(['dev', 'site', '--json', 'd.json', '--port', 'http'], { 'd.json': '{}' }).stderr).toContain(
      "--port must be a whole number from 0 to 65535, got 'http'",
    );
  });
});
