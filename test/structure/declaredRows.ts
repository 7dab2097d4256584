import { ALL_RESOURCES } from '../../nodes/SeoTools/actions/allResources';
import type { ToolDeclaration } from '../../nodes/SeoTools/actions/toolDeclaration';
import { ToolOperation } from '../../nodes/SeoTools/actions/toolOperation';

/** What a declaration adds to the generic path, in the README's words. */
function extras(declaration: ToolDeclaration): string[] {
	const fields = (declaration.fields ?? []).map((field) => field.param);
	const wait = declaration.wait;
	return [
		...(fields.length ? [fields.join(', ')] : []),
		...(declaration.paging ? ['Return All over `limit`/`offset`'] : []),
		...(wait?.kind === 'taskId'
			? [
					`Wait for Completion follows \`${wait.statusTool}\` to 100, then reads \`${wait.resultTool}\``,
				]
			: []),
		...(wait?.kind === 'reportId' ? ['Wait for Completion polls by `report_id`'] : []),
		...(declaration.deletes ? ['Confirm Deletion, refused before sending without it'] : []),
		...(declaration.costOf
			? ['Max Cost reads `get_check_cost` first and refuses a dearer run']
			: []),
	];
}

/**
 * The README's Operations row of every declared operation, generated from its declaration
 * (test/structure/readmeRows.test.ts keeps README.md equal to it).
 */
export function declaredRows(): string[] {
	return ALL_RESOURCES.flatMap((resource) =>
		resource.operations
			.filter((operation): operation is ToolOperation => operation instanceof ToolOperation)
			.map(({ name, declaration }) => {
				const more = extras(declaration);
				const detail = more.length ? ` (${more.join('; ')})` : '';
				return `| ${resource.name} | ${name} | agent tool \`${declaration.tool}\`${detail} | API key |`;
			}),
	);
}
