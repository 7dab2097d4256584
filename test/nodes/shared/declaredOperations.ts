import type { IDataObject } from 'n8n-workflow';
import { ALL_RESOURCES } from '../../../nodes/SeoTools/actions/allResources';
import { fieldName, inWords } from '../../../nodes/SeoTools/actions/toolFields';
import type { ToolField } from '../../../nodes/SeoTools/actions/toolDeclaration';
import { ToolOperation } from '../../../nodes/SeoTools/actions/toolOperation';
import { projectRef, SEED } from '../helpers';
import type { Answer, Args, TestTool } from './toolServer';

/** Every operation built from a declaration, with its resource: what the generic tests run. */
export const DECLARED = ALL_RESOURCES.flatMap((resource) =>
	resource.operations
		.filter((operation): operation is ToolOperation => operation instanceof ToolOperation)
		.map((operation) => ({ resource: resource.value, operation })),
);

/** A value of each field type, as a user types it. */
const SAMPLE: Record<ToolField['type'], unknown> = {
	string: 'Клиенты n8n',
	number: 1,
	boolean: true,
	date: '2026-11-01',
	list: 'купить слона\nслон цена',
	numberList: '1, 2',
	options: undefined,
	json: '[{"a": 1}]',
};

/** What the tool receives for that value. */
const SENT: Record<ToolField['type'], unknown> = {
	...SAMPLE,
	list: ['купить слона', 'слон цена'],
	numberList: [1, 2],
	json: [{ a: 1 }],
};

/** An id typed as text ("host_id") is digits, so a schema that takes a number takes it. */
const isId = (field: ToolField) => field.type === 'string' && /_id$/.test(field.param);
const sample = (field: ToolField) => field.options?.[0] ?? (isId(field) ? '7' : SAMPLE[field.type]);
export const sent = (field: ToolField) =>
	field.options?.[0] ?? (isId(field) ? expect.anything() : SENT[field.type]);

/** The node's parameters for a declared operation, every required field filled, no waiting. */
export function parametersOf(
	entry: (typeof DECLARED)[number],
	extra: IDataObject = {},
): IDataObject {
	const { declaration } = entry.operation;
	const required = (declaration.fields ?? []).filter((field) => field.required);
	return {
		resource: entry.resource,
		operation: entry.operation.value,
		...(declaration.scope === 'project' ? { project: projectRef(SEED.projects.shop) } : {}),
		...Object.fromEntries(required.map((field) => [fieldName(field.param), sample(field)])),
		...(declaration.deletes ? { confirmDeletion: true } : {}),
		...(declaration.wait ? { waitForCompletion: false } : {}),
		...(declaration.paging ? { returnAll: true } : {}),
		...extra,
	};
}

/** The arguments the tool should receive for `parametersOf`. */
export function argumentsOf(entry: (typeof DECLARED)[number]): Args {
	const { declaration } = entry.operation;
	const required = (declaration.fields ?? []).filter((field) => field.required);
	return {
		...(declaration.scope === 'project' ? { project_id: SEED.projects.shop } : {}),
		...Object.fromEntries(required.map((field) => [field.param, sent(field)])),
	};
}

/** The JSON type the independent server's schema gives a field. */
const JSON_TYPE: Record<ToolField['type'], string> = {
	string: 'string',
	number: 'integer',
	boolean: 'boolean',
	date: 'string',
	list: 'array',
	numberList: 'array',
	options: 'string',
	json: 'array',
};

/**
 * The declared tool as the independent server offers it (toolServer.ts): its parameters, required
 * as declared, annotated as the documentation flags it, answering in `form`, with rows in pages of
 * 2 under `result` for a list and a task to follow for a task-id tool.
 */
export function serverTools(
	entry: (typeof DECLARED)[number],
	form: 'structured' | 'text',
): TestTool[] {
	const { declaration } = entry.operation;
	const params: Record<string, string> = {
		...(declaration.scope === 'project' ? { project_id: 'integer' } : {}),
		...Object.fromEntries(
			(declaration.fields ?? []).map((field) => [field.param, JSON_TYPE[field.type]]),
		),
		...(declaration.paging ? { limit: 'integer', offset: 'integer' } : {}),
	};
	const rows = [{ name: 'one' }, { name: 'two' }, { name: 'three' }];
	const pages = (args: Args): Answer => {
		const offset = Number(args.offset ?? 0);
		return { data: { result: rows.slice(offset, offset + Math.min(2, Number(args.limit ?? 2))) } };
	};
	const annotations = declaration.deletes
		? { destructiveHint: true, readOnlyHint: false }
		: declaration.paging
			? { readOnlyHint: true }
			: { readOnlyHint: false };
	const tools: TestTool[] = [
		{
			name: declaration.tool,
			form,
			params,
			required: (declaration.fields ?? []).filter((f) => f.required).map((f) => f.param),
			annotations,
			answer: (args) =>
				declaration.paging
					? pages(args)
					: declaration.wait?.kind === 'taskId'
						? { data: { task_id: 'T-77', queued: true } }
						: { data: { done: true, tool: declaration.tool } },
		},
	];
	if (declaration.wait?.kind === 'taskId')
		tools.push(
			{
				name: declaration.wait.statusTool,
				form,
				params: { task_id: 'string' },
				answer: (_args, call) => ({ data: { progress: Math.min(100, call * 50) } }),
			},
			{
				name: declaration.wait.resultTool,
				form,
				params: { task_id: 'string', limit: 'integer', offset: 'integer' },
				answer: pages,
			},
		);
	return tools;
}

/** The error a required field left empty gives: its name in words. */
export const requiredError = (field: ToolField) => `${inWords(field.param)}: a value is required`;
