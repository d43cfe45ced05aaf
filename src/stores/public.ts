// Read-only view of the shared stores for theme developers: window.PartsIslands.stores().
import { readonlyType } from 'nanostores';
import { $cart as cart } from './cart';
import { $config as config } from './config';

export const $cart = readonlyType(cart);
export const $config = readonlyType(config);
