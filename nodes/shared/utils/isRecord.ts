import type { IDataObject } from 'n8n-workflow';

/** A plain JSON object (not null, not an array): the shape every service answer is checked for. */
export const isRecord = (value: unknown): value is IDataObject =>
	typeof value === 'object' && value !== null && !Array.isArray(value);
