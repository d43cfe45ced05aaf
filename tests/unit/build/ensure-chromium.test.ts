// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { chromiumPath, decide, ensureChromium, INSTALL_COMMAND, type Machine } from '../../support/ensure-chromium.mjs';

const machine = (over: Partial<Machine> = {}): Machine => ({
  path: '/usr/bin/chromium',
  custom: false,
  exists: false,
  isRoot: false,
  hasApt: true,
  ...over,
});

describe('npm test on a fresh machine: find, install or stop with the one command', () => {
  it('looks where playwright.config.ts launches it: CHROMIUM_PATH, else /usr/bin/chromium', () => {
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chromium/chrome' })).toBe('/opt/chromium/chrome');
  });

  it('found: runs the tests, installs nothing', () => {
    const run = vi.fn(() => 0);
    const log = vi.fn();
    expect(ensureChromium({ machine: machine({ exists: true }), run, log })).toBe(true);
    expect(run).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Chromium: /usr/bin/chromium');
  });

  it('missing, root with apt-get: installs it non-interactively, then goes on once it is there', () => {
    expect(decide(machine({ isRoot: true })).action).toBe('install');
    const run = vi.fn(() => 0);
    expect(ensureChromium({ machine: machine({ isRoot: true }), run, recheck: () => true, log: () => {} })).toBe(true);
    expect(run.mock.calls).toEqual([[INSTALL_COMMAND]]);
    expect(INSTALL_COMMAND).toBe('apt-get update && apt-get install -y chromium');
  });

  it('an install that fails, or leaves no Chromium behind, stops the run naming the command', () => {
    const log = vi.fn();
    expect(ensureChromium({ machine: machine({ isRoot: true }), run: () => 100, recheck: () => true, log })).toBe(
      false,
    );
    expect(log).toHaveBeenLastCalledWith(`Installing Chromium failed (exit 100). Run: ${INSTALL_COMMAND}`);
    expect(ensureChromium({ machine: machine({ isRoot: true }), run: () => 0, recheck: () => false, log })).toBe(false);
  });

  it('missing, not root: stops at once with the one command to run (and never tries to install)', () => {
    const run = vi.fn(() => 0);
    const log = vi.fn();
    expect(ensureChromium({ machine: machine(), run, log })).toBe(false);
    expect(run).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(
      "The browser tests need Chromium at /usr/bin/chromium, and it is not there. Run: sudo sh -c 'apt-get update && apt-get install -y chromium'",
    );
  });

  it('missing, root without apt-get: stops, asking for Chromium at the path', () => {
    const decision = decide(machine({ isRoot: true, hasApt: false }));
    expect(decision.action).toBe('stop');
    expect(decision.message).toContain('install Chromium at /usr/bin/chromium (or set CHROMIUM_PATH)');
  });

  it('a CHROMIUM_PATH naming no browser is reported, never installed over', () => {
    const decision = decide(machine({ path: '/opt/none', custom: true, isRoot: true }));
    expect(decision.action).toBe('stop');
    expect(decision.message).toContain('CHROMIUM_PATH is /opt/none');
  });
});
