import { fieldName } from '../../../nodes/SeoTools/actions/toolFields';
import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { toolCallsOf } from '../helpers';
import { useHarness } from './useHarness';
import {
	argumentsOf,
	DECLARED,
	parametersOf,
	requiredError,
	serverTools,
} from './declaredOperations';
import { useToolServer } from './useToolServer';

/**
 * Every operation built from a declaration (nodes/SeoTools/actions/toolDeclaration.ts), run
 * through n8n's engine from its declaration alone: the simulator on both agent catalogs, and the
 * independent tool server in both answer forms. A new declaration is tested here without a line
 * of its own; what it does beyond the generic path has its own test.
 */
const names = DECLARED.map(
	(entry) => [`${entry.resource} → ${entry.operation.name}`, entry] as const,
);
const withRequired = names.filter(([, entry]) =>
	(entry.operation.declaration.fields ?? []).some((field) => field.required),
);

describe.each(AGENT_CATALOG_PROFILES)(
	'Declared operations on the simulator (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile }, { clear: true });

		it.each(names)(
			'%s calls its tool once with the fields as the tool takes them',
			async (_, entry) => {
				const result = await h.run(parametersOf(entry), { continueOnFail: true });
				const calls = toolCallsOf(h);
				expect(calls[0]).toEqual({
					name: entry.operation.declaration.tool,
					arguments: expect.objectContaining(argumentsOf(entry)),
				});
				// A tool that changes data is sent once; a list is read page by page.
				if (!entry.operation.declaration.paging) expect(calls).toHaveLength(1);
				expect(result.output.length).toBeGreaterThan(0);
				for (const item of result.output) expect(item.pairedItem).toEqual({ item: 0 });
				// The simulator's refusal of a sample id is an answer of the service, never a node failure.
				for (const item of result.output)
					if (item.json.error) expect(String(item.json.error)).toMatch(/tool|Agent interface/i);
			},
		);

		it.each(withRequired)(
			'%s refuses a required field left empty before sending',
			async (_, entry) => {
				const field = entry.operation.declaration.fields!.find((f) => f.required)!;
				const parameters = parametersOf(entry, { [fieldName(field.param)]: '={{ "" }}' });
				const result = await h.run(parameters, {
					continueOnFail: true,
					input: [{ n: 1 }, { n: 2 }],
				});
				expect(toolCallsOf(h)).toEqual([]);
				expect(result.output).toHaveLength(2);
				for (const [index, item] of result.output.entries()) {
					expect(String(item.json.error)).toContain(requiredError(field));
					expect(item.pairedItem).toEqual({ item: index });
				}
			},
		);
	},
);

describe.each(['structured', 'text'] as const)(
	'Declared operations against a server that is not the simulator (%s answers)',
	(form) => {
		let current = DECLARED[0];
		const tools = useToolServer((_operation, extra) => parametersOf(current, extra));

		it.each(names)(
			'%s sends its tool the declared arguments and outputs its answer',
			async (_, entry) => {
				current = entry;
				tools.server.offer(serverTools(entry, form));
				const { declaration } = entry.operation;
				const result = await tools.run(entry.operation.value);
				expect(tools.server.calls[0]).toEqual({
					name: declaration.tool,
					arguments: declaration.paging
						? { ...argumentsOf(entry), limit: 500, offset: 0 }
						: argumentsOf(entry),
				});
				expect(result.output.every((item) => item.json.error === undefined)).toBe(true);
				if (declaration.paging) {
					expect(result.output.map((item) => item.json.name)).toEqual(['one', 'two', 'three']);
					expect(tools.server.calls.map((call) => call.arguments.offset)).toEqual([0, 2, 3]);
				} else expect(tools.server.calls).toHaveLength(1);
			},
		);

		it.each(withRequired)('%s: a required field left empty sends nothing', async (_, entry) => {
			current = entry;
			tools.server.offer(serverTools(entry, form));
			const field = entry.operation.declaration.fields!.find((f) => f.required)!;
			const result = await tools.run(entry.operation.value, {
				[fieldName(field.param)]: '={{ "" }}',
			});
			expect(tools.server.calls).toEqual([]);
			expect(String(result.output[0].json.error)).toContain(requiredError(field));
		});
	},
);
