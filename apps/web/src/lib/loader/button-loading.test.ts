import { describe, expect, it, vi } from 'vitest';
import { isButtonLoading, runButtonLoading } from './button-loading';

describe('button loading', () => {
  it('marks only that button loading and locks scrolling while its action runs', async () => {
    let finish: (value: string) => void = () => undefined;
    const running = runButtonLoading('save', () => new Promise<string>((resolve) => (finish = resolve)));
    expect(isButtonLoading('save')).toBe(true);
    expect(isButtonLoading('other')).toBe(false);
    expect(document.body.style.overflow).toBe('hidden');
    finish('done');
    await expect(running).resolves.toBe('done');
    expect(isButtonLoading('save')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('ends the loading state when the action fails, and reports a button without an id', async () => {
    await expect(runButtonLoading('pay', () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    expect(isButtonLoading('pay')).toBe(false);
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await runButtonLoading('', () => Promise.resolve(1));
    expect(report).toHaveBeenCalledOnce();
    report.mockRestore();
  });
});
