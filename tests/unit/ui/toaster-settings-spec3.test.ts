import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PageConfigSchema } from '../../../src/schemas/config';
import { toasterSettings } from '../../../src/ui/toaster';

const config = (input: Record<string, unknown>) => v.parse(PageConfigSchema, input);

describe('toast durations of spec 3 §9 ("Toasts auto-close at 5000 ms")', () => {
  it('kiosk mode and the POS/admin pages close toasts after 5000 ms; the storefront after 3 s (spec 1 §9); at most 3 shown', () => {
    expect(toasterSettings(config({ kiosk_mode: true }))).toEqual({ duration: 5000, visibleToasts: 3 });
    expect(toasterSettings(config({ in_pos_mode: true }))).toEqual({ duration: 5000, visibleToasts: 3 });
    expect(toasterSettings(config({}))).toEqual({ duration: 3000, visibleToasts: 3 });
  });
});
