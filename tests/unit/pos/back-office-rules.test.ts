import fc from 'fast-check';
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  INVALID_EMAIL,
  INVALID_PHONE,
  NO_TEXT_CONSENT,
  notificationDefaults,
  notificationFields,
  notificationProblems,
  REQUIRED,
} from '../../../src/pos/lib/notification-rules';
import { maskPhone } from '../../../src/forms/lib/phone-mask';
import { gapLabel, gapTarget, MAX_PAGE_BUTTONS, pageItems, Pagination } from '../../../src/ui/pagination';
import { positionText } from '../../../src/ui/paged-table';

describe('phone mask (###) ###-####', () => {
  it('fills the pattern as digits are typed, drops other characters and a leading country code', () => {
    expect(maskPhone('6')).toBe('(6');
    expect(maskPhone('614')).toBe('(614');
    expect(maskPhone('6145')).toBe('(614) 5');
    expect(maskPhone('6145550200')).toBe('(614) 555-0200');
    expect(maskPhone('614.555.0200 ext 9')).toBe('(614) 555-0200');
    expect(maskPhone('+1 614 555 0200')).toBe('(614) 555-0200');
    expect(maskPhone('abc')).toBe('');
  });

  it('keeps every typed digit (up to 10) in order and always matches a prefix of the mask', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const out = maskPhone(input);
        const digits = out.replace(/\D/g, '');
        expect(digits.length).toBeLessThanOrEqual(10);
        expect(/^(\(\d{0,3}(\) \d{0,3}(-\d{0,4})?)?)?$/.test(out)).toBe(true);
        // Masking again changes nothing.
        expect(maskPhone(out)).toBe(out);
      }),
    );
  });
});

describe('notification form rules (spec 3 §4, §5)', () => {
  const customer = { email: 'a@example.com', telephone: '(614) 555-0200', texting_alerts: false };

  it('defaults email on, text off; text permission from texting_alerts, on without a customer', () => {
    expect(notificationDefaults(customer)).toEqual({
      notifyByEmail: true,
      notifyByText: false,
      overrideTextPermission: false,
      textingAlerts: false,
      email: 'a@example.com',
      phone: '(614) 555-0200',
    });
    expect(notificationDefaults(null).textingAlerts).toBe(true);
  });

  it('"Required", "Invalid email", "Invalid phone number format" and "Customer doesn\'t constent to text messages"', () => {
    const base = notificationDefaults(customer);
    expect(notificationProblems(base)).toEqual({});
    expect(notificationProblems({ ...base, email: '' }).email).toBe(REQUIRED);
    expect(notificationProblems({ ...base, email: 'a@' }).email).toBe(INVALID_EMAIL);
    expect(notificationProblems({ ...base, notifyByEmail: false }).method).toBe(REQUIRED);
    const text = { ...base, notifyByEmail: false, notifyByText: true };
    expect(notificationProblems(text)).toEqual({ overrideTextPermission: NO_TEXT_CONSENT });
    expect(NO_TEXT_CONSENT).toBe("Customer doesn't constent to text messages");
    expect(notificationProblems({ ...text, overrideTextPermission: true })).toEqual({});
    expect(notificationProblems({ ...text, overrideTextPermission: true, phone: '(614) 55' }).phone).toBe(
      INVALID_PHONE,
    );
    expect(notificationProblems({ ...text, overrideTextPermission: true, phone: '' }).phone).toBe(REQUIRED);
    for (const ok of [
      '614-555-0200',
      '(614) 555-0200',
      '+(614) 555-0200',
      '+614 555 0200',
      '614.555.020012',
      '6145550200',
    ]) {
      expect(notificationProblems({ ...text, overrideTextPermission: true, phone: ok }), ok).toEqual({});
    }
    // Exactly the spec's pattern: no extra leading country code, no 7-digit last group, no letters.
    for (const bad of ['+1 (614) 555-0200', '1 614 555 0200', '+1 614 555 0200', '614-555-0200123', '614-555-02OO']) {
      expect(notificationProblems({ ...text, overrideTextPermission: true, phone: bad }).phone, bad).toBe(
        INVALID_PHONE,
      );
    }
  });

  it('sends 1/0 flags and trimmed contact details', () => {
    expect(notificationFields({ ...notificationDefaults(customer), email: ' b@example.com ' })).toEqual({
      notifyByEmail: '1',
      notifyByText: '0',
      overrideTextPermission: '0',
      textingAlerts: '0',
      email: 'b@example.com',
      phone: '(614) 555-0200',
    });
  });
});

describe('page buttons (spec 2 §9: at most 10)', () => {
  it('shows every page up to 10, else 10 around the current page with an ellipsis where pages are left out', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageItems(1, 24)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'gap-end']);
    expect(pageItems(12, 24)).toEqual(['gap-start', 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 'gap-end']);
    expect(pageItems(24, 24)).toEqual(['gap-start', 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
  });

  it('always holds the current page, at most 10 contiguous pages in range, gaps only where pages are missing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (total, at) => {
        const page = Math.min(at, total);
        const items = pageItems(page, total);
        const pages = items.filter((i): i is number => typeof i === 'number');
        expect(pages).toContain(page);
        expect(pages.length).toBe(Math.min(total, MAX_PAGE_BUTTONS));
        pages.forEach((p, i) => i && expect(p).toBe((pages[i - 1] as number) + 1));
        expect(pages[0]! >= 1 && pages[pages.length - 1]! <= total).toBe(true);
        expect(items.includes('gap-start')).toBe(pages[0]! > 1);
        expect(items.includes('gap-end')).toBe(pages[pages.length - 1]! < total);
        // Each ellipsis jumps a block of 10 pages to a page that is not shown, within the pages.
        if (items.includes('gap-start')) {
          const target = gapTarget('gap-start', page, total);
          expect(target).toBe(Math.max(1, page - MAX_PAGE_BUTTONS));
          expect(target).toBeLessThan(pages[0]!);
        }
        if (items.includes('gap-end')) {
          const target = gapTarget('gap-end', page, total);
          expect(target).toBe(Math.min(total, page + MAX_PAGE_BUTTONS));
          expect(target).toBeGreaterThan(pages[pages.length - 1]!);
        }
      }),
    );
  });

  it('the ellipses are buttons named for the block they jump: back 10 pages and forward 10 pages', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(createElement(Pagination, { page: 12, totalPages: 30, onPage, label: 'Orders pages' }));
    const back = screen.getByRole('button', { name: 'Back 10 pages, to page 2' });
    const forward = screen.getByRole('button', { name: 'Forward 10 pages, to page 22' });
    expect(back.textContent).toBe('…');
    expect(forward.textContent).toBe('…');
    await user.click(back);
    expect(onPage).toHaveBeenLastCalledWith(2);
    forward.focus();
    await user.keyboard('{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(22);
    expect(gapLabel('gap-end', 25, 30)).toBe('Forward 10 pages, to page 30');
    expect(gapLabel('gap-start', 8, 30)).toBe('Back 10 pages, to page 1');
  });

  it('writes the position text from the counts', () => {
    expect(positionText(2, 20, 120, 6)).toBe('Showing 21 to 40 of 120 (6 Pages)');
    expect(positionText(6, 20, 115, 6)).toBe('Showing 101 to 115 of 115 (6 Pages)');
    expect(positionText(1, 20, 0, 1)).toBe('Showing 0 to 0 of 0 (1 Pages)');
  });
});
