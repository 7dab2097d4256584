import { NodeOperationError, type IDataObject, type INode } from 'n8n-workflow';
import {
	argumentsReadOnce,
	checkArgumentsOnce,
	parseJsonArguments,
} from '../../../../../nodes/shared/parts/agent/checkArguments';
import type { AgentTool } from '../../../../../nodes/shared/parts/agent/listAgentTools';
import type { RequestContext } from '../../../../../nodes/shared/transport';

/** An execution's context as far as the checks use it: the node named in their errors. */
const execution = () =>
	({ getNode: () => ({ name: 'SEO Tools' }) as INode }) as unknown as RequestContext;

const tool: AgentTool = {
	name: 'get_uptime',
	inputSchema: {
		properties: { project_id: { type: 'integer' }, period: { type: 'string', enum: ['day'] } },
		required: ['project_id'],
	},
};

/** Reads Arguments (JSON) as Call Tool does, counting the reads. */
function reader(ctx: RequestContext) {
	const reads: unknown[] = [];
	const read = (itemIndex: number, value: unknown) =>
		argumentsReadOnce(ctx, value, (text) => {
			reads.push(text);
			return parseJsonArguments(ctx, itemIndex, text);
		});
	return { read, reads };
}

const failureOf = (run: () => unknown) => {
	try {
		run();
	} catch (error) {
		return error as NodeOperationError;
	}
	throw new Error('did not fail');
};

describe('Call Tool arguments, read and checked once per execution for one value', () => {
	it('a value without an expression (the same for every item) is read and checked once', () => {
		const ctx = execution();
		const { read, reads } = reader(ctx);
		const text = '{"project_id": "101", "period": "day"}';
		const checked = [0, 1, 2].map((itemIndex) =>
			checkArgumentsOnce(ctx, itemIndex, tool, read(itemIndex, text)),
		);
		expect(reads).toEqual([text]);
		expect(checked[0]).toEqual({ project_id: 101, period: 'day' });
		// One checked object for all items: the schema was applied once.
		expect(checked[1]).toBe(checked[0]);
		expect(checked[2]).toBe(checked[0]);
	});

	it('a value that differs per item is read and checked for each item', () => {
		const ctx = execution();
		const { read, reads } = reader(ctx);
		const texts = ['{"project_id": 101}', '{"project_id": 102}', '{"project_id": 101}'];
		const checked = texts.map((text, itemIndex) =>
			checkArgumentsOnce(ctx, itemIndex, tool, read(itemIndex, text)),
		);
		expect(reads).toEqual(texts);
		expect(checked).toEqual([{ project_id: 101 }, { project_id: 102 }, { project_id: 101 }]);
	});

	it('bad arguments fail on every item that has them, each naming its own item', () => {
		const ctx = execution();
		const { read } = reader(ctx);
		const good = '{"project_id": 101}';
		const bad = '{"project_id": "shop"}';
		expect(checkArgumentsOnce(ctx, 0, tool, read(0, good))).toEqual({ project_id: 101 });
		for (const itemIndex of [1, 2]) {
			const error = failureOf(() => checkArgumentsOnce(ctx, itemIndex, tool, read(itemIndex, bad)));
			expect(error.message).toMatch(/^Tool get_uptime: project_id must be a whole number/);
			expect(error.context.itemIndex).toBe(itemIndex);
		}
		const broken = failureOf(() => read(3, '{"project_id":'));
		expect(broken.message).toMatch(/^Arguments \(JSON\): not valid JSON/);
		expect(broken.context.itemIndex).toBe(3);
		expect(failureOf(() => read(4, '{"project_id":')).context.itemIndex).toBe(4);
		// The good value after a failure is checked again and passes.
		expect(checkArgumentsOnce(ctx, 5, tool, read(5, good))).toEqual({ project_id: 101 });
	});

	it('the same arguments for another tool, or in another execution, are checked again', () => {
		const ctx = execution();
		const given: IDataObject = { project_id: '101' };
		const first = checkArgumentsOnce(ctx, 0, tool, given);
		const strict: AgentTool = {
			...tool,
			inputSchema: { ...tool.inputSchema, required: ['period'] },
		};
		expect(failureOf(() => checkArgumentsOnce(ctx, 1, strict, given)).message).toBe(
			'Tool get_uptime: missing required argument: period',
		);
		const other = checkArgumentsOnce(execution(), 0, tool, given);
		expect(other).toEqual(first);
		expect(other).not.toBe(first);
	});
});
