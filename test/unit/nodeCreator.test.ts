/**
 * What n8n's node creator shows for the package. It merges SEO Tools and SEO Tools Trigger into
 * one "SEO Tools" entry whose description is the trigger's (n8n 2.41's generateMergedNodesAndActions),
 * so that description names the actions first; each event is listed by its option's `action`,
 * which n8n otherwise writes as "On " + a start-cased name ("On robots txt changed").
 */
import type { INodePropertyOptions } from 'n8n-workflow';
import { SeoToolsTrigger } from '../../nodes/SeoTools/SeoToolsTrigger.node';

const description = new SeoToolsTrigger().description;
const events = description.properties.find((p) => p.name === 'event')!
	.options as INodePropertyOptions[];

describe('the node creator', () => {
	test('lists each event as users write it', () => {
		expect(events.map((e) => e.action)).toEqual([
			'On video task finished',
			'On robots.txt changed',
			'On uptime dropped',
			'On uptime recovered',
			'On position check finished',
			'On position check finished (api key)',
			'On audit warning raised',
			'On check finished',
			'On positions changed',
			'On recommendation created or changed',
			'On semantics step finished',
			'On report ready',
			'On limits running low',
			'On agent task finished',
			'On new project',
		]);
	});

	test("the merged entry's description speaks of the actions before the events", () => {
		expect(description.description).toMatch(/^Work with the SEO Tools service \(projects/);
		expect(description.description).toContain('robots.txt changed');
	});
});
