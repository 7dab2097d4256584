import { randomBytes } from 'node:crypto';
import { HOUR } from '../core/clock';
import type { SimState } from '../core/state';

export interface BalanceItem {
	id: number;
	userId: number;
	sum: number;
	createdAt: number;
	type: '1';
	status: '1' | '2';
	extId: string | null;
}

export interface ProviderPayment {
	id: string;
	status: 'pending' | 'succeeded' | 'canceled';
	metadata: { balance_hid: number; user_id: number; sum: number };
	merchant: 'mobile' | 'other';
}

export interface RestState {
	secret: string;
	accessTtlMs: number;
	refreshTtlMs: number;
	balanceItems: BalanceItem[];
	payments: ProviderPayment[];
}

export const DEFAULT_ACCESS_TTL = HOUR;
export const DEFAULT_REFRESH_TTL = 365 * 24 * HOUR;

export function restState(state: SimState): RestState {
	return state.surface<RestState>('rest', () => ({
		secret: randomBytes(32).toString('hex'),
		accessTtlMs: DEFAULT_ACCESS_TTL,
		refreshTtlMs: DEFAULT_REFRESH_TTL,
		balanceItems: [],
		payments: [],
	}));
}
