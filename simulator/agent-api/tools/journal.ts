import { formatDate, formatDateTime } from '../../core/clock';
import { agentStore, type Note, type ProjectEvent } from '../store';
import { ANALYTICS_TOOLS } from './analytics';
import { contains, page, projectOf, ToolFailure, type ToolCall, type ToolImpl } from './call';

/** Project events and notes: the agent interface's own records (document 4.8). */
export const EVENT_TYPES = [
	{ id: 1, name: 'Изменения на сайте' },
	{ id: 2, name: 'Технические работы' },
	{ id: 3, name: 'Ссылки' },
	{ id: 4, name: 'Реклама' },
	{ id: 5, name: 'Другое' },
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateArg(value: unknown, field: string): string {
	const text = String(value ?? '').trim();
	if (!DATE.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
		throw new ToolFailure(`${field}: expected a date YYYY-MM-DD`);
	return text;
}

const inRange = (date: string, args: Record<string, unknown>) =>
	(args.from === undefined || date >= dateArg(args.from, 'from')) &&
	(args.to === undefined || date <= dateArg(args.to, 'to'));

function eventType(value: unknown): number | null {
	if (value === undefined) return null;
	const id = Number(value);
	if (!EVENT_TYPES.some((t) => t.id === id))
		throw new ToolFailure(
			`event_type: ${String(value)} is not an event type (see get_event_types)`,
		);
	return id;
}

const eventRow = (e: ProjectEvent) => ({
	id: e.id,
	name: e.name,
	date: e.date,
	event_type: e.eventType,
	work_time: e.workTime,
	url: e.url,
	description: e.description,
});

function eventOf(call: ToolCall): ProjectEvent {
	const project = projectOf(call);
	const found = agentStore(call.ctx.state).events.find(
		(e) => e.projectId === project.id && e.id === Number(call.args.event_id),
	);
	if (!found)
		throw new ToolFailure(`Event ${String(call.args.event_id)} not found in project ${project.id}`);
	return found;
}

const getEvents: ToolImpl = (call) => {
	const project = projectOf(call);
	const { query, group } = call.args;
	// With a group: that group's events (create_group_event); project events belong to no group.
	if (group !== undefined) return ANALYTICS_TOOLS.get_group_events(call);
	const events = agentStore(call.ctx.state)
		.events.filter((e) => e.projectId === project.id && inRange(e.date, call.args))
		.filter(
			(e) =>
				query === undefined || contains(`${e.name} ${e.description ?? ''} ${e.url ?? ''}`, query),
		)
		.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
	return { events: page(events, call.args, 100).map(eventRow) };
};

const createEvent: ToolImpl = (call) => {
	const project = projectOf(call);
	const name = String(call.args.name ?? '').trim();
	if (!name) throw new ToolFailure('name: the event name cannot be empty');
	const event: ProjectEvent = {
		id: call.ctx.state.nextId('agent-event', 4001),
		projectId: project.id,
		name,
		date: dateArg(call.args.date, 'date'),
		eventType: eventType(call.args.event_type),
		workTime: call.args.work_time === undefined ? null : Number(call.args.work_time),
		url: call.args.url === undefined ? null : String(call.args.url),
		description: call.args.description === undefined ? null : String(call.args.description),
		createdBy: call.account.id,
	};
	agentStore(call.ctx.state).events.push(event);
	return { event_id: event.id, ...eventRow(event) };
};

const updateEvent: ToolImpl = (call) => {
	const event = eventOf(call);
	const { name, date, event_type, work_time, url, description } = call.args;
	if (name !== undefined) {
		if (!String(name).trim()) throw new ToolFailure('name: the event name cannot be empty');
		event.name = String(name).trim();
	}
	if (date !== undefined) event.date = dateArg(date, 'date');
	if (event_type !== undefined) event.eventType = eventType(event_type);
	if (work_time !== undefined) event.workTime = Number(work_time);
	if (url !== undefined) event.url = String(url);
	if (description !== undefined) event.description = String(description);
	return { event_id: event.id, ...eventRow(event) };
};

const deleteEvent: ToolImpl = (call) => {
	const event = eventOf(call);
	const store = agentStore(call.ctx.state);
	store.events = store.events.filter((e) => e !== event);
	return { deleted: event.id };
};

const noteRow = (call: ToolCall, n: Note) => ({
	id: n.id,
	text: n.text,
	author: call.ctx.state.accountById(n.authorId)?.email ?? null,
	created: formatDateTime(n.createdAt),
	updated: formatDateTime(n.updatedAt),
});

function noteOf(call: ToolCall): Note {
	const project = projectOf(call);
	const found = agentStore(call.ctx.state).notes.find(
		(n) => n.projectId === project.id && n.id === Number(call.args.note_id),
	);
	if (!found)
		throw new ToolFailure(`Note ${String(call.args.note_id)} not found in project ${project.id}`);
	return found;
}

function noteText(value: unknown): string {
	const text = String(value ?? '').trim();
	if (!text) throw new ToolFailure('text: the note cannot be empty');
	return text;
}

const getNotes: ToolImpl = (call) => {
	const project = projectOf(call);
	const notes = agentStore(call.ctx.state)
		.notes.filter(
			(n) =>
				n.projectId === project.id &&
				contains(n.text, call.args.query) &&
				inRange(formatDate(n.createdAt), call.args),
		)
		.sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
	return { notes: page(notes, call.args, 100).map((n) => noteRow(call, n)) };
};

const createNote: ToolImpl = (call) => {
	const project = projectOf(call);
	const now = call.ctx.clock.now();
	const note: Note = {
		id: call.ctx.state.nextId('agent-note', 5001),
		projectId: project.id,
		text: noteText(call.args.text),
		authorId: call.account.id,
		createdAt: now,
		updatedAt: now,
	};
	agentStore(call.ctx.state).notes.push(note);
	return { note_id: note.id, ...noteRow(call, note) };
};

const updateNote: ToolImpl = (call) => {
	const note = noteOf(call);
	note.text = noteText(call.args.text);
	note.updatedAt = call.ctx.clock.now();
	return { note_id: note.id, ...noteRow(call, note) };
};

const deleteNote: ToolImpl = (call) => {
	const note = noteOf(call);
	const store = agentStore(call.ctx.state);
	store.notes = store.notes.filter((n) => n !== note);
	return { deleted: note.id };
};

export const JOURNAL_TOOLS: Record<string, ToolImpl> = {
	get_event_types: () => ({ types: EVENT_TYPES.map((t) => ({ ...t, common: true })) }),
	get_events: getEvents,
	create_event: createEvent,
	update_event: updateEvent,
	delete_event: deleteEvent,
	get_notes: getNotes,
	create_note: createNote,
	update_note: updateNote,
	delete_note: deleteNote,
};
