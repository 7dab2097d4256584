/**
 * Fields a user understands: every field of both nodes (options of collections included) says
 * what it is, and no required field starts at a value that cannot work (a zero ID, an empty
 * choice that is not in its list).
 */
import type { INodeProperties, INodeTypeDescription } from 'n8n-workflow';
import { SeoTools } from '../../nodes/SeoTools/SeoTools.node';
import { SeoToolsTrigger } from '../../nodes/SeoTools/SeoToolsTrigger.node';

/** Every field, with the path a user follows to it. */
function fieldsOf(description: INodeTypeDescription) {
	const found: Array<{ path: string; field: INodeProperties }> = [];
	const showFor = (field: INodeProperties) => {
		const show = field.displayOptions?.show ?? {};
		return [show.resource, show.operation, show.event]
			.filter(Array.isArray)
			.map((values) => values.join('|'))
			.join(' → ');
	};
	const visit = (fields: INodeProperties[], parent: string) => {
		for (const field of fields) {
			const path = `${parent || showFor(field)}: ${field.displayName}`;
			found.push({ path, field });
			for (const option of field.options ?? []) {
				if ('values' in option) visit(option.values, `${path} → ${option.displayName}`);
				else if ('displayName' in option && 'type' in option)
					visit([option as INodeProperties], path);
			}
		}
	};
	visit(description.properties, '');
	return found;
}

const NODES = [new SeoTools().description, new SeoToolsTrigger().description];
/**
 * Fields that need no description of their own, as in n8n's own nodes: text drawn without an
 * input, Resource and Operation (each option describes itself) and the boxes that hold optional
 * fields (each field inside is described).
 */
const WITHOUT_INPUT = new Set(['notice', 'callout', 'hidden', 'button']);
const CONTAINERS = new Set(['collection', 'fixedCollection']);
const needsDescription = (field: INodeProperties) =>
	!WITHOUT_INPUT.has(field.type) &&
	!CONTAINERS.has(field.type) &&
	!['resource', 'operation'].includes(field.name);

describe.each(NODES.map((d) => [d.displayName, d]))('%s', (_, description) => {
	const fields = fieldsOf(description);

	it('finds the fields it checks', () => {
		expect(fields.length).toBeGreaterThan(100 / (description.name === 'seoTools' ? 1 : 10));
	});

	it('every field has a description', () => {
		const bare = fields
			.filter(({ field }) => needsDescription(field))
			.filter(({ field }) => !String(field.description ?? '').trim())
			.map(({ path }) => path);
		expect(bare).toEqual([]);
	});

	it('no required ID field starts at zero', () => {
		const zero = fields
			.filter(({ field }) => field.required && /I[dD]$/.test(field.name))
			.filter(({ field }) => field.type === 'number' && field.default === 0)
			.map(({ path }) => path);
		expect(zero).toEqual([]);
	});
});
