// Read-only view of the shared stores for theme developers: window.PartsIslands.stores().
import { readonlyType } from 'nanostores';
import { $cart as cart } from '../cart/stores/cart';
import { $config as config } from './config';
import { $fitment as fitment } from '../vehicle/stores/fitment';
import { $vehicle as vehicle } from '../vehicle/stores/vehicle';

export const $cart = readonlyType(cart);
export const $config = readonlyType(config);

/** The shopper's vehicle and every part's fitment on the page, by `aaia~mpn`. */
export const $vehicle = readonlyType(vehicle);
export const $fitment = readonlyType(fitment);
