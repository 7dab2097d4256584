import type { Tariff } from '../core/model';

export interface VideoModel {
	name: string;
	value: string;
	promptLength: number;
	isVideoEdit: boolean;
	/** Limits per 5 seconds at 720p. */
	baseCost: number;
	durations: { allowed: number[]; default: number };
	/** 'none': refuses sound; 'wide': sound only at 16:9; absent: no sound support either. */
	sound?: 'none' | 'wide';
}

/** <model_a>..<model_d> of the spec, one "other" model and one edit model (neutral names). */
export const MODELS: VideoModel[] = [
	{ name: 'Model A', value: 'model-a', promptLength: 500, isVideoEdit: false, baseCost: 40, durations: { allowed: [10, 15], default: 10 }, sound: 'wide' },
	{ name: 'Model B', value: 'model-b', promptLength: 1000, isVideoEdit: false, baseCost: 30, durations: { allowed: [6, 10, 15, 30], default: 6 }, sound: 'wide' },
	{ name: 'Model C', value: 'model-c', promptLength: 0, isVideoEdit: false, baseCost: 35, durations: { allowed: [4, 6, 8, 10], default: 10 } },
	{ name: 'Model D', value: 'model-d', promptLength: 0, isVideoEdit: false, baseCost: 20, durations: { allowed: [5, 8], default: 5 }, sound: 'none' },
	{ name: 'Model E', value: 'model-e', promptLength: 800, isVideoEdit: false, baseCost: 25, durations: { allowed: [5, 10, 15], default: 5 } },
	{ name: 'Model Edit', value: 'model-edit', promptLength: 0, isVideoEdit: true, baseCost: 50, durations: { allowed: [5, 10, 15], default: 5 } },
];

/** Known to the server but switched off: choosing it is a validation error. */
export const DISABLED_MODELS = ['model-old'];
export const DEFAULT_MODEL = 'model-d';
const PROMO_MODELS = ['model-d', 'model-e'];

export function catalogFor(tariff: Tariff): VideoModel[] {
	if (tariff === 'promo') return MODELS.filter((m) => PROMO_MODELS.includes(m.value));
	return MODELS;
}

export const catalogJson = (tariff: Tariff) => ({
	models: catalogFor(tariff).map(({ name, value, promptLength, isVideoEdit }) => ({ name, value, promptLength, isVideoEdit })),
	default: DEFAULT_MODEL,
});

const QUALITY_FACTOR: Record<string, number> = { '480p': 0.75, '720p': 1, '1080p': 1.5, '4k': 2.5 };

/** Cost on the effective parameters (after the duration fallback). */
export function videoCost(model: VideoModel, quality: string, duration: number): number {
	return Math.max(1, Math.round(model.baseCost * (QUALITY_FACTOR[quality] ?? 1) * (duration / 5)));
}
