import {
	NodeConnectionTypes,
	NodeOperationError,
	type IDataObject,
	type INodeExecutionData,
	type INodeProperties,
	type INodeType,
	type INodeTypeDescription,
	type IPollFunctions,
} from 'n8n-workflow';
import { searchProjects } from './methods/searchProjects';
import { subtitleExpression } from '../shared/parts/subtitleExpression';
import { CREDENTIALS, credentialKindProperty } from '../shared/parts/credentialKindProperty';
import { EVENTS } from './events';
import { endAgentSession, withoutSecrets } from '../shared/transport';
import { pickedProjectId } from './events/triggerProjectId';

/** One hidden `credentialKind` per credential, shown for the events that need it. */
const credentialSelectors: INodeProperties[] = (['apiKey', 'account'] as const).map((kind) =>
	credentialKindProperty(kind, {
		event: EVENTS.filter((e) => e.credential === kind).map((e) => e.value),
	}),
);

const eventProperties: INodeProperties[] = EVENTS.flatMap((event) =>
	event.properties.map((property) => ({
		...property,
		displayOptions: { show: { ...(property.displayOptions?.show ?? {}), event: [event.value] } },
	})),
);

export class SeoToolsTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'SEO Tools Trigger',
		name: 'seoToolsTrigger',
		icon: { light: 'file:../../icons/seoTools.svg', dark: 'file:../../icons/seoTools.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: subtitleExpression(
			Object.fromEntries(EVENTS.map((e) => [e.value, e.name])),
			'$parameter["event"]',
		),
		// n8n's node creator shows both nodes as one "SEO Tools" entry and gives it this node's
		// description (when an action is added too), so it names the actions first, then the events.
		description:
			'Work with the SEO Tools service (projects, queries, audit, uptime, traffic, balance, AI video, agent tools) and start workflows on its events: checks finished, positions changed, uptime dropped or recovered, robots.txt changed, audit warnings, recommendations, reports, semantics steps, limits running low, long tasks finished, new projects',
		defaults: { name: 'SEO Tools Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: CREDENTIALS,
		properties: [
			{
				displayName: 'Event',
				name: 'event',
				description:
					'What the trigger watches for; each event starts the workflow once per new occurrence',
				type: 'options',
				noDataExpression: true,
				default: 'videoTaskFinished',
				// `action` is the event's name in the node creator; without it n8n writes "On robots txt changed".
				options: EVENTS.map(({ name, value, description }) => ({
					name,
					value,
					description,
					action: `On ${name.toLowerCase()}`,
				})),
			},
			...credentialSelectors,
			...eventProperties,
		],
	};

	methods = {
		listSearch: { searchProjects },
	};

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		try {
			return await pollEvent(this);
		} finally {
			// A poll is an execution of its own: an agent session a server opened for it ends with it.
			await endAgentSession(this);
		}
	}
}

async function pollEvent(ctx: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	const eventName = ctx.getNodeParameter('event') as string;
	const event = EVENTS.find((e) => e.value === eventName);
	if (!event) throw new NodeOperationError(ctx.getNode(), `Unknown event "${eventName}"`);

	if (ctx.getMode() === 'manual') {
		// "Fetch Test Event": the newest real event, or a sample that says it is one; the cursor does not move.
		const latest = await event.latest(ctx);
		const picked = latest ? undefined : pickedProjectId(ctx);
		const json: IDataObject = latest ?? {
			...event.sample,
			...(picked === undefined ? {} : { project_id: String(picked) }),
			_sample: true,
			_note: 'Sample event: nothing real to show yet',
		};
		return [await withoutSecrets(ctx, [{ json }])];
	}

	const staticData = ctx.getWorkflowStaticData('node');
	const state = ((staticData[event.value] as IDataObject) ?? {}) as IDataObject;
	const baseline = state.initialized !== true;
	const events = await event.poll(ctx, state, baseline);
	state.initialized = true;
	staticData[event.value] = state;
	if (!events.length) return null;
	// Cleared of the execution's secrets, as the action node's items (a video result's `request`).
	return [
		await withoutSecrets(
			ctx,
			events.map((json) => ({ json })),
		),
	];
}
