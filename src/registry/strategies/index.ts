import type { Strategy } from '../types';
import { idle } from './idle';
import { interaction } from './interaction';
import { load } from './load';
import { media } from './media';
import { visible } from './visible';

export const strategies: Record<string, Strategy> = { load, idle, visible, interaction, media };
