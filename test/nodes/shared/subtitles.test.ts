/**
 * The canvas subtitle of both nodes, evaluated by n8n's own expression engine the way the editor
 * does (`getSimpleParameterValue` in mode "internal"), for every operation and every event the
 * descriptions offer. An operation's expected label is what the editor's two dropdowns show
 * ("Resource: Operation"), a few written out as well; the events' labels are written out.
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

interface Option {
	name: string;
	value: string;
}

function optionsOf(property: INodeProperties | undefined): Option[] {
	return (property?.options ?? []).map((option) => ({
		name: String(option.name),
		value: String((option as { value: unknown }).value),
	}));
}

const optionValues = (property: INodeProperties | undefined) =>
	optionsOf(property).map((option) => option.value);

/** A few labels written out, so the rule below is not only checked against itself. */
const SOME_ACTION_LABELS: Record<string, Record<string, string>> = {
	project: { limitsForecast: 'Project: Get Limits Forecast', stop: 'Project: Pause' },
	queryGroup: { move: 'Query Group: Move Queries' },
	audit: { robots: 'Audit: Get Robots.txt History' },
	balance: { add: 'Balance: Create Top-Up' },
};

const EVENT_LABELS: Record<string, string> = {
	videoTaskFinished: 'Video Task Finished',
	robotsChanged: 'Robots.txt Changed',
	uptimeDropped: 'Uptime Dropped',
	uptimeRecovered: 'Uptime Recovered',
	positionCheckFinished: 'Position Check Finished',
	positionCheckFinishedApiKey: 'Position Check Finished (API Key)',
	auditWarningRaised: 'Audit Warning Raised',
	checkFinished: 'Check Finished',
	positionsChanged: 'Positions Changed',
	recommendationChanged: 'Recommendation Created or Changed',
	semanticsStepFinished: 'Semantics Step Finished',
	reportReady: 'Report Ready',
	limitsRunningLow: 'Limits Running Low',
	agentTaskFinished: 'Agent Task Finished',
	newProject: 'New Project',
};

describe('canvas subtitles', () => {
	const action = new SeoTools();
	const properties = action.description.properties;

	test("the action node labels every operation of every resource with the editor's words", () => {
		const seen: Record<string, Record<string, unknown>> = {};
		const expected: Record<string, Record<string, string>> = {};
		for (const resource of optionsOf(properties.find((p) => p.name === 'resource'))) {
			const selector = properties.find(
				(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource.value),
			);
			const operations = optionsOf(selector);
			expect(operations.length).toBeGreaterThan(0);
			seen[resource.value] = {};
			expected[resource.value] = {};
			for (const operation of operations) {
				seen[resource.value][operation.value] = subtitleOf(action, 'seoTools', {
					resource: resource.value,
					operation: operation.value,
				});
				// The canvas shows what the two dropdowns show: "Resource: Operation".
				expected[resource.value][operation.value] = `${resource.name}: ${operation.name}`;
			}
		}
		expect(seen).toEqual(expected);
		for (const [resource, labels] of Object.entries(SOME_ACTION_LABELS))
			expect(seen[resource]).toMatchObject(labels);
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
