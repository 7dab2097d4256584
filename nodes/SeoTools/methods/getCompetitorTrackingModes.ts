import type { INodePropertyOptions } from 'n8n-workflow';
import { valuesFor, type EnumOption } from '../../shared/parts/agent/enumChoice';
import { findAgentTool } from '../../shared/parts/agent/listAgentTools';
import { schemaValues } from '../../shared/parts/agent/schemaValues';
import { isRecord } from '../../shared/utils/isRecord';
import { TRACKING_MODES } from '../actions/competitor/trackingModes';
import { projectPicker } from './projectPicker';
import { toolAnswer } from './toolRows';

/**
 * The project's tracking mode in get_competitor_settings' answer, whose shape the service's
 * documentation does not show: `tracking.mode`, `tracking` as text, `tracking_mode` or `mode`.
 */
export function currentTrackingMode(settings: unknown): string | undefined {
	if (!isRecord(settings)) return undefined;
	const tracking = settings.tracking;
	const found = isRecord(tracking)
		? tracking.mode
		: (tracking ?? settings.tracking_mode ?? settings.mode);
	return typeof found === 'string' || typeof found === 'number' ? String(found) : undefined;
}

/** The option a value of the service is: its own value, the schema's value for it, or its words alone. */
function optionOf(value: string, values: ReadonlyArray<string | number>): EnumOption | undefined {
	const exact = TRACKING_MODES.find(
		(option) =>
			option.value === value ||
			valuesFor(TRACKING_MODES, option, values).map(String).includes(value),
	);
	if (exact) return exact;
	const worded = TRACKING_MODES.filter((option) => option.pattern.test(value));
	return worded.length === 1 ? worded[0] : undefined;
}

/**
 * Set Tracking's modes for the chosen project: the three the service's documentation names, each
 * offered when set_competitor_tracking's live schema lists no values or one that is recognisably
 * it (enumChoice's reading), else the schema's own values; the project's mode from
 * get_competitor_settings marked "(current)" (docs/decisions/editor-ux.md#competitor-tracking-mode).
 */
export const getCompetitorTrackingModes = projectPicker({
	what: 'Tracking Modes',
	read: async (ctx, projectId): Promise<INodePropertyOptions[]> => {
		const tool = await findAgentTool(ctx, 'set_competitor_tracking');
		const values = schemaValues(tool?.inputSchema?.properties?.mode);
		const known = TRACKING_MODES.filter(
			(option) => valuesFor(TRACKING_MODES, option, values).length === 1,
		);
		const current = currentTrackingMode(
			await toolAnswer(ctx, 'get_competitor_settings', { project_id: projectId }),
		);
		const currentOption = current === undefined ? undefined : optionOf(current, values);
		const unread =
			current === undefined
				? ' (the project’s current mode could not be read from get_competitor_settings)'
				: '';
		if (!known.length)
			return values.map((value) => ({
				name: String(value) === current ? `${String(value)} (current)` : String(value),
				value: String(value),
				description: `The service’s own value${unread}`,
			}));
		return known.map((option) => ({
			name: option === currentOption ? `${option.name} (current)` : option.name,
			value: option.value,
			description: `${option.description ?? option.name}${unread}`,
		}));
	},
}).required;
