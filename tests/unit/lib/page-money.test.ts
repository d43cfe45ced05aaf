import { afterEach, describe, expect, it } from 'vitest';
import {
  formatPrice,
  formatPriceDollars,
  getPageMoney,
  setPageMoney,
  toPageAmount,
  toPageCents,
} from '../../../src/lib/money';
import { setConfig } from '../helpers/config';
import { trackCheckoutBegin, trackProductView } from '../../../src/tracking/marketing';

afterEach(() => setPageMoney({ currency: 'USD', locale: 'en-US', rate: 1 }));

describe("the page's money (issue 24: the currency switch)", () => {
  it('formats default-currency cents in the page currency at its rate, rounding half away from zero', () => {
    setPageMoney({ currency: 'EUR', locale: 'en-US', rate: 0.92 });
    expect(toPageCents(6499)).toBe(5979);
    expect(formatPrice(6499)).toBe('€59.79');
    expect(formatPriceDollars('110')).toBe('€101.20');
    expect(toPageAmount(64.99)).toBe(59.79);
    expect(formatPrice(-250)).toBe('-€2.30');
  });

  it('the default is US dollars at 1; a bad rate falls back to 1', () => {
    expect(formatPrice(1234)).toBe('$12.34');
    setPageMoney({ currency: 'GBP', locale: 'en-GB', rate: Number.NaN });
    expect(getPageMoney().rate).toBe(1);
    expect(formatPrice(1234)).toBe('£12.34');
  });

  it('the page config sets it (currency, locale, currency_rate)', () => {
    setConfig({ currency: 'EUR', currency_rate: '0.92' as unknown as number });
    expect(getPageMoney()).toEqual({ currency: 'EUR', locale: 'en-US', rate: 0.92 });
  });

  it('marketing events report the page currency, with values and item prices converted', () => {
    setPageMoney({ currency: 'EUR', locale: 'en-US', rate: 0.92 });
    window.dataLayer = [];
    trackProductView({ product_id: 1, name: 'Pads', price: 64.99 });
    trackCheckoutBegin(129.98, [{ item_id: '1', item_name: 'Pads', price: 64.99, quantity: 2 }]);
    const events = (window.dataLayer as { event?: string; ecommerce?: Record<string, unknown> }[]).filter(
      (e) => e.event,
    );
    expect(events[0]?.ecommerce).toMatchObject({ currency: 'EUR', value: 59.79, items: [{ price: 59.79 }] });
    expect(events[1]?.ecommerce).toMatchObject({ currency: 'EUR', value: 119.58, items: [{ price: 59.79 }] });
  });
});
