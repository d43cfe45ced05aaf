// First step of `npm test` and `npm run test:e2e`: the browser tests drive the system Chromium. Finds it, installs it
// when this machine can (root with apt-get), or stops at once with the one command to run.
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Where the browser tests look for Chromium (playwright.config.ts reads this too). */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

/**
 * What to do, from what the machine offers: `found` (run the tests), `install` (root with apt-get and the default
 * path: install it now) or `stop` (with the message naming the one command to run). A CHROMIUM_PATH that names a
 * missing file is the caller's choice of browser: never installed over, only reported.
 */
export function decide({ path, custom, exists, isRoot, hasApt }) {
  if (exists) return { action: 'found', message: `Chromium: ${path}` };
  if (custom) {
    return {
      action: 'stop',
      message: `CHROMIUM_PATH is ${path}, and no executable is there. Point it at a Chromium, or unset it to use ${DEFAULT_CHROMIUM}.`,
    };
  }
  if (isRoot && hasApt)
    return { action: 'install', message: `Chromium is missing at ${path}: installing it (${INSTALL_COMMAND}).` };
  const command = hasApt ? `sudo sh -c '${INSTALL_COMMAND}'` : `install Chromium at ${path} (or set CHROMIUM_PATH)`;
  return {
    action: 'stop',
    message: `The browser tests need Chromium at ${path}, and it is not there. Run: ${command}`,
  };
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasAptGet() {
  return spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** The machine's answers to decide()'s questions. */
export function probe(env = process.env) {
  const path = chromiumPath(env);
  return {
    path,
    custom: Boolean(env.CHROMIUM_PATH),
    exists: isExecutable(path),
    isRoot: process.getuid?.() === 0,
    hasApt: hasAptGet(),
  };
}

/** Runs the decision; `run` executes the install (a shell command), returning its exit status. */
export function ensureChromium({
  machine = probe(),
  recheck = () => isExecutable(machine.path),
  run = (command) =>
    spawnSync('sh', ['-c', command], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status,
  log = console.log,
} = {}) {
  const decision = decide(machine);
  log(decision.message);
  if (decision.action !== 'install') return decision.action === 'found';
  const status = run(INSTALL_COMMAND);
  if (status === 0 && recheck()) return true;
  log(`Installing Chromium failed (exit ${status}). Run: ${INSTALL_COMMAND}`);
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!ensureChromium()) process.exit(1);
}
