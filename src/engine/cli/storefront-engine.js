#!/usr/bin/env node
// Launcher for the template authors' CLI: runs the TypeScript entry through tsx (a dev dependency),
// so a clean clone works after `npm install` with no build step.
import { tsImport } from 'tsx/esm/api';

const { runCli } = await tsImport('./main.ts', import.meta.url);
process.exitCode = runCli(process.argv.slice(2));
