import {
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { pickerField } from '../../../shared/parts/agent/pickerField';
import { dateOnly } from '../../../shared/parts/dateOnly';
import type { EventScope } from './eventScope';

const onlyForProjectEvents = { show: { '/scope': ['project'] } };

const name: INodeProperties = {
	displayName: 'Name',
	name: 'name',
	type: 'string',
	default: '',
	description: 'What happened, as the project’s charts and reports show it',
};

const date: INodeProperties = {
	displayName: 'Date',
	name: 'date',
	type: 'dateTime',
	default: '',
	description: 'The day of the event',
};

const eventType = pickerField('getEventTypes', {
	displayName: 'Event Type Name or ID',
	name: 'eventType',
	displayOptions: onlyForProjectEvents,
});

const details: INodeProperties[] = [
	{
		displayName: 'Work Time',
		name: 'workTime',
		type: 'number',
		typeOptions: { minValue: 0 },
		default: 0,
		description: 'Time the work took, in the unit the service counts it',
	},
	{
		displayName: 'URL',
		name: 'url',
		type: 'string',
		default: '',
		placeholder: 'e.g. https://example.com/page',
		description: 'The page the event concerns',
	},
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		description: 'More about the event',
	},
];

const fail = (ctx: IExecuteFunctions, itemIndex: number, message: string) =>
	new NodeOperationError(ctx.getNode(), message, {
		itemIndex,
		description: 'Nothing was sent.',
	});

/**
 * The fields of an event (create_event / update_event and their group twins): name, date,
 * event type (project events only; the group tools take none), work time, URL, description.
 * Create asks for name and date and offers the rest as Additional Fields; Update offers every one
 * as Update Fields, and sends only those given, so the others keep their values.
 */
export const eventFields = {
	create: {
		required: [
			{ ...name, required: true },
			{ ...date, required: true },
		] as INodeProperties[],
		eventType: { ...eventType, displayOptions: { show: { scope: ['project'] } } },
		additional: details,
	},
	update: [name, date, eventType, ...details] as INodeProperties[],

	/**
	 * The tool's arguments from the fields set (a collection's values, or the top-level ones),
	 * each checked before any request. Fields not set are left undefined, so they are not sent.
	 */
	read(
		ctx: IExecuteFunctions,
		itemIndex: number,
		values: IDataObject,
		scope: EventScope,
	): IDataObject {
		const text = (key: string) =>
			values[key] === undefined ? undefined : String(values[key]).trim();
		const eventName = text('name');
		if (eventName === '') throw fail(ctx, itemIndex, 'Name must not be empty');
		const day = values.date ? dateOnly(ctx, itemIndex, 'Date', values.date) : undefined;
		let workTime: number | undefined;
		if (values.workTime !== undefined && values.workTime !== '') {
			workTime = Number(values.workTime);
			if (!Number.isFinite(workTime) || workTime < 0)
				throw fail(
					ctx,
					itemIndex,
					`Work Time must be a number of 0 or more (got "${String(values.workTime)}")`,
				);
		}
		return {
			name: eventName,
			date: day,
			event_type: scope.kind === 'project' ? text('eventType') : undefined,
			work_time: workTime,
			url: text('url'),
			description: text('description'),
		};
	},
};
