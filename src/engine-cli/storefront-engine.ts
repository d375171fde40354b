#!/usr/bin/env node
// The `storefront-engine` command. The package's `bin` is this file built to JavaScript
// (dist/engine/cli.js), so it runs in plain Node with no development tool; in this repository run it
// with `npm run engine -- …`.
import { runCli } from './main';

process.exitCode = await runCli(process.argv.slice(2));
