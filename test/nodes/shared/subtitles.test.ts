/**
 * The canvas subtitle of both nodes, evaluated by n8n's own expression engine the way the editor
 * does (`getSimpleParameterValue` in mode "internal"), for every operation and every event the
 * descriptions offer. The expected labels are written out here, not derived from the node.
 */
import {
	Workflow,
	type INode,
	type INodeParameters,
	type INodeProperties,
	type INodeType,
} from 'n8n-workflow';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { SeoToolsTrigger } from '../../../nodes/SeoTools/SeoToolsTrigger.node';
import { HarnessNodeTypes } from '../../../dev/harness/node-types';

function subtitleOf(nodeType: INodeType, typeName: string, parameters: INodeParameters): unknown {
	const node: INode = {
		id: '1',
		name: 'Node',
		type: typeName,
		typeVersion: 1,
		position: [0, 0],
		parameters,
	};
	const workflow = new Workflow({
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes: new HarnessNodeTypes({ [typeName]: nodeType }),
	});
	return workflow.expression.getSimpleParameterValue(
		node,
		nodeType.description.subtitle as string,
		'internal',
		{},
	);
}

function optionValues(property: INodeProperties | undefined): string[] {
	return (property?.options ?? []).map((option) => String((option as { value: unknown }).value));
}

const ACTION_LABELS: Record<string, Record<string, string>> = {
	project: {
		create: 'Project: Create',
		get: 'Project: Get',
		limitsForecast: 'Project: Get Limits Forecast',
		getAll: 'Project: Get Many',
		searchSystems: 'Project: Get Search Systems',
		traffic: 'Project: Get Traffic',
		stop: 'Project: Pause',
		start: 'Project: Resume',
		parse: 'Project: Run Position Check',
		suggestQueries: 'Project: Suggest Queries',
	},
	queryGroup: {
		create: 'Query Group: Create',
		delete: 'Query Group: Delete',
		getAll: 'Query Group: Get Many',
		move: 'Query Group: Move Queries',
	},
	query: { set: 'Query: Add or Update', delete: 'Query: Delete', getAll: 'Query: Get Many' },
	audit: {
		get: 'Audit: Get Full',
		pages: 'Audit: Get Index Counts',
		robots: 'Audit: Get Robots.txt History',
		robotsVersions: 'Audit: Get Robots.txt Versions',
		summary: 'Audit: Get Summary',
	},
	uptime: { get: 'Uptime: Get' },
	video: {
		edit: 'Video: Edit',
		generate: 'Video: Generate',
		getModels: 'Video: Get Models',
		getResult: 'Video: Get Result',
	},
	balance: {
		confirm: 'Balance: Confirm Payment',
		add: 'Balance: Create Top-Up',
		update: 'Balance: Link Payment',
	},
	account: { delete: 'Account: Delete Account', register: 'Account: Register' },
	agent: { callTool: 'Agent: Call Tool', listTools: 'Agent: List Tools' },
};

const EVENT_LABELS: Record<string, string> = {
	videoTaskFinished: 'Video Task Finished',
	robotsChanged: 'Robots.txt Changed',
	uptimeDropped: 'Uptime Dropped',
	positionCheckFinished: 'Position Check Finished',
	auditWarningRaised: 'Audit Warning Raised',
};

describe('canvas subtitles', () => {
	const action = new SeoTools();
	const properties = action.description.properties;
	const resources = optionValues(properties.find((p) => p.name === 'resource'));

	test('the action node labels every operation of every resource its description offers', () => {
		const seen: Record<string, Record<string, unknown>> = {};
		for (const resource of resources) {
			const selector = properties.find(
				(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource),
			);
			const operations = optionValues(selector);
			expect(operations.length).toBeGreaterThan(0);
			seen[resource] = Object.fromEntries(
				operations.map((operation) => [
					operation,
					subtitleOf(action, 'seoTools', { resource, operation }),
				]),
			);
		}
		expect(seen).toEqual(ACTION_LABELS);
	});

	test('the trigger labels every event (the canvas no longer shows "videoTaskFinished")', () => {
		const trigger = new SeoToolsTrigger();
		const events = optionValues(trigger.description.properties.find((p) => p.name === 'event'));
		const seen = Object.fromEntries(
			events.map((event) => [event, subtitleOf(trigger, 'seoToolsTrigger', { event })]),
		);
		expect(seen).toEqual(EVENT_LABELS);
	});

	test('a value the package does not know (a newer workflow) still shows, raw', () => {
		expect(subtitleOf(action, 'seoTools', { resource: 'video', operation: 'upscale' })).toBe(
			'video: upscale',
		);
		expect(subtitleOf(new SeoToolsTrigger(), 'seoToolsTrigger', { event: 'somethingNew' })).toBe(
			'somethingNew',
		);
	});
});
