import { describe, expect, it, vi } from 'vitest';

import { createConsoleReporter, silentReporter } from './reporter';

describe('createConsoleReporter', () => {
  it('writes the error tagged with the app name', () => {
    const sink = { error: vi.fn() };
    const error = new Error('boom');
    createConsoleReporter('profile', sink).report(error);
    expect(sink.error).toHaveBeenCalledWith('[profile]', error);
  });

  it('adds the context when there is one', () => {
    const sink = { error: vi.fn() };
    const error = new Error('boom');
    createConsoleReporter('hub', sink).report(error, { route: '/login' });
    expect(sink.error).toHaveBeenCalledWith('[hub]', error, { route: '/login' });
  });

  it('leaves out an empty context', () => {
    const sink = { error: vi.fn() };
    createConsoleReporter('hub', sink).report('x', {});
    expect(sink.error).toHaveBeenCalledWith('[hub]', 'x');
  });
});

describe('silentReporter', () => {
  it('accepts reports without writing anything', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    silentReporter.report(new Error('quiet'), { a: 1 });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
