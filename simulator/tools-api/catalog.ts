import type { Tariff } from '../core/model';

/**
 * The service's documentation (docs/service/tools-api.md#video-tool) writes four catalog models
 * only as placeholders (<model_a> … <model_d>) whose real values carry brand names, and ties
 * durations and sound to them. The simulator keeps that table by role (the service's side) and maps
 * each role onto the values of a catalog profile, so that no value the node could guess is shared
 * with the service's documentation or between profiles.
 */
export type ModelRole = 'a' | 'b' | 'c' | 'd' | 'other' | 'edit';

export interface DurationRule {
	allowed: number[];
	default: number;
}

/**
 * Durations per model (docs/service/tools-api.md#generation-fields); edit models follow "all other
 * models".
 */
const DURATIONS: Record<ModelRole, DurationRule> = {
	a: { allowed: [10, 15], default: 10 },
	b: { allowed: [6, 10, 15, 30], default: 6 },
	c: { allowed: [4, 6, 8, 10], default: 10 },
	d: { allowed: [5, 8], default: 5 },
	other: { allowed: [5, 10, 15], default: 5 },
	edit: { allowed: [5, 10, 15], default: 5 },
};

/**
 * docs/service/tools-api.md#video-tool: sound is refused for <model_d> and works with two other
 * models at 16:9 (chosen: a and b).
 */
export type SoundSupport = 'at16:9' | 'refused';
const SOUND: Record<ModelRole, SoundSupport> = {
	a: 'at16:9',
	b: 'at16:9',
	c: 'refused',
	d: 'refused',
	other: 'refused',
	edit: 'refused',
};

export interface VideoModel {
	name: string;
	value: string;
	/** The brand in the service's texts ("Модель <brand> не поддерживает звук…"). */
	brand: string;
	promptLength: number;
	isVideoEdit: boolean;
	role: ModelRole;
	/** Limits per 5 seconds at 720p. */
	baseCost: number;
	durations: DurationRule;
	sound: SoundSupport;
}

export type CatalogProfileName = 'standard' | 'alt';
export const CATALOG_PROFILES: CatalogProfileName[] = ['standard', 'alt'];

export interface CatalogProfile {
	name: CatalogProfileName;
	/** Every enabled model, as a paid key sees it. */
	models: VideoModel[];
	default: string;
	/** Known to the server but switched off: choosing one is a validation error. */
	disabled: string[];
	/** The fewer models promo and trial keys get. */
	promo: string[];
	/** The value that plays each role of the service documentation's tables (first model of the role). */
	roles: Record<ModelRole, string>;
}

type ModelSeed = Omit<VideoModel, 'durations' | 'sound' | 'isVideoEdit'> & {
	isVideoEdit?: boolean;
};

function profile(
	name: CatalogProfileName,
	seeds: ModelSeed[],
	rest: Omit<CatalogProfile, 'name' | 'models' | 'roles'>,
): CatalogProfile {
	const models = seeds.map((m) => ({
		...m,
		isVideoEdit: m.isVideoEdit ?? m.role === 'edit',
		durations: DURATIONS[m.role],
		sound: SOUND[m.role],
	}));
	const roles = {} as Record<ModelRole, string>;
	for (const m of models) roles[m.role] ??= m.value;
	return { name, models, roles, ...rest };
}

/** The default profile: looks like a real catalog; the usual default plays <model_d>. */
const STANDARD = profile(
	'standard',
	[
		{
			name: 'Veo 3 Fast',
			value: 'veo-3-fast',
			brand: 'Veo',
			promptLength: 500,
			role: 'a',
			baseCost: 40,
		},
		{
			name: 'Kling 2.1 Master',
			value: 'kling-v2-1-master',
			brand: 'Kling',
			promptLength: 1000,
			role: 'b',
			baseCost: 30,
		},
		{
			name: 'Hailuo 02 Pro',
			value: 'hailuo-02-pro',
			brand: 'Hailuo',
			promptLength: 0,
			role: 'c',
			baseCost: 35,
		},
		{
			name: 'Runway Gen-4 Turbo',
			value: 'runway-gen4-turbo',
			brand: 'Runway',
			promptLength: 0,
			role: 'd',
			baseCost: 20,
		},
		{
			name: 'Wan 2.2 Plus',
			value: 'wan-2.2-plus',
			brand: 'Wan',
			promptLength: 800,
			role: 'other',
			baseCost: 25,
		},
		{
			name: 'Runway Aleph (edit)',
			value: 'runway-aleph',
			brand: 'Runway',
			promptLength: 0,
			role: 'edit',
			baseCost: 50,
		},
	],
	{
		default: 'runway-gen4-turbo',
		disabled: ['gen3-alpha-legacy'],
		promo: ['runway-gen4-turbo', 'wan-2.2-plus'],
	},
);

/** A second catalog: other values, another default (playing <model_c>), other prompt limits, two edit models. */
const ALT = profile(
	'alt',
	[
		{
			name: 'Seedance 1.0 Pro',
			value: 'seedance_1_pro',
			brand: 'Seedance',
			promptLength: 1500,
			role: 'a',
			baseCost: 45,
		},
		{
			name: 'Sora 2 HD',
			value: 'sora2_hd',
			brand: 'Sora',
			promptLength: 700,
			role: 'b',
			baseCost: 60,
		},
		{
			name: 'Ray 2 Flash',
			value: 'ray2_flash',
			brand: 'Luma',
			promptLength: 300,
			role: 'c',
			baseCost: 28,
		},
		{
			name: 'Pika 2.2',
			value: 'pika_2_2',
			brand: 'Pika',
			promptLength: 1200,
			role: 'd',
			baseCost: 18,
		},
		{
			name: 'PixVerse V5',
			value: 'pixverse_v5',
			brand: 'PixVerse',
			promptLength: 0,
			role: 'other',
			baseCost: 22,
			isVideoEdit: true,
		},
		{
			name: 'Ray 2 Modify',
			value: 'ray2_modify',
			brand: 'Luma',
			promptLength: 600,
			role: 'edit',
			baseCost: 55,
		},
	],
	{ default: 'ray2_flash', disabled: ['sora1_preview'], promo: ['ray2_flash', 'pixverse_v5'] },
);

const PROFILES: Record<CatalogProfileName, CatalogProfile> = { standard: STANDARD, alt: ALT };

export function catalogProfile(name: string | undefined = 'standard'): CatalogProfile {
	const found = PROFILES[name as CatalogProfileName];
	if (!found)
		throw new Error(
			`Unknown video catalog profile "${name}" (known: ${CATALOG_PROFILES.join(', ')})`,
		);
	return found;
}

export function catalogFor(profile: CatalogProfile, tariff: Tariff): VideoModel[] {
	if (tariff === 'promo') return profile.models.filter((m) => profile.promo.includes(m.value));
	return profile.models;
}

export const catalogJson = (profile: CatalogProfile, tariff: Tariff) => ({
	models: catalogFor(profile, tariff).map(({ name, value, promptLength, isVideoEdit }) => ({
		name,
		value,
		promptLength,
		isVideoEdit,
	})),
	default: profile.default,
});

const QUALITY_FACTOR: Record<string, number> = { '480p': 0.75, '720p': 1, '1080p': 1.5, '4k': 2.5 };

/** Cost on the effective parameters (after the duration fallback). */
export function videoCost(model: VideoModel, quality: string, duration: number): number {
	return Math.max(1, Math.round(model.baseCost * (QUALITY_FACTOR[quality] ?? 1) * (duration / 5)));
}
