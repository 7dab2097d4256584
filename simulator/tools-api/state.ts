import type { SimState } from '../core/state';
import { catalogProfile, type CatalogProfile } from './catalog';
import type { TaskRequest } from './validate';

export type Outcome = 'done' | 'failed' | -104 | -105 | -106 | -107 | -125;

export interface VideoTask {
	id: number;
	userId: number;
	request: TaskRequest;
	cost: number;
	createdAt: number;
	/** Virtual time the task needs. */
	durationMs: number;
	/** Forced end (control routes), or the natural end once reached. */
	outcome?: Outcome;
	endedAt?: number;
	refunded: boolean;
}

export interface VideoState {
	tasks: VideoTask[];
	taskDurationMs: number;
	/** The model catalog this simulator serves (`--catalog`, `startSimulator({catalog})`). */
	profile: CatalogProfile;
	/**
	 * docs/service/tools-api.md#task-life-cycle, docs/service/errors.md#tools-api-codes (-32): some
	 * tools refuse a new task while one of the account's runs and return the running task's
	 * report_id. Off by default (the video tool runs 5 at once).
	 */
	oneTaskAtATime: boolean;
	/** A finished task's `request` also holds the key and the request URL with it (a service that echoes all it got). */
	echoRequest: boolean;
}

export const videoState = (state: SimState) =>
	state.surface<VideoState>('video', () => ({
		tasks: [],
		taskDurationMs: 3 * 60_000,
		profile: catalogProfile('standard'),
		oneTaskAtATime: false,
		echoRequest: false,
	}));
