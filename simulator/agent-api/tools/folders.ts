import { z } from 'zod';
import { parseWith } from '../../core/validate';
import { agentStore, type Folder } from '../store';
import { projectOf, ToolFailure, type ToolCall, type ToolImpl } from './call';

/**
 * Folders belong to the account; a project may sit in several.
 * docs/service/agent-interface.md#states: deleting one keeps the projects.
 */
export const NO_FOLDER = 'Без папки';

/** docs/service/agent-interface.md#limits: folder name 3 to 50 characters. */
const folderName = z
	.string()
	.trim()
	.min(3, 'at least 3 characters')
	.max(50, 'at most 50 characters');

function nameOf(value: unknown): string {
	const parsed = parseWith(folderName, value);
	if (!parsed.ok)
		throw new ToolFailure(
			`name: ${parsed.issues.map((i) => i.replace(/^request: /, '')).join('; ')}`,
		);
	return parsed.value;
}

const ownFolders = (call: ToolCall) =>
	agentStore(call.ctx.state).folders.filter((f) => f.accountId === call.account.id);

function folder(call: ToolCall, id: unknown): Folder {
	const found = ownFolders(call).find((f) => f.id === Number(id));
	if (!found) throw new ToolFailure(`Folder ${String(id)} not found`);
	return found;
}

function uniqueName(call: ToolCall, name: string, except?: number): void {
	if (
		name === NO_FOLDER ||
		ownFolders(call).some((f) => f.id !== except && f.name.toLowerCase() === name.toLowerCase())
	) {
		throw new ToolFailure(`A folder named "${name}" already exists`);
	}
}

const listFolders: ToolImpl = (call) => {
	const folders = ownFolders(call);
	const visible = call.ctx.state.visibleProjects(call.account).map((p) => p.id);
	const filed = new Set(folders.flatMap((f) => f.projectIds));
	return {
		folders: [
			...folders.map((f) => ({
				id: f.id,
				name: f.name,
				project_ids: f.projectIds.filter((id) => visible.includes(id)),
			})),
			{ id: null, name: NO_FOLDER, project_ids: visible.filter((id) => !filed.has(id)) },
		],
	};
};

const createFolder: ToolImpl = (call) => {
	const name = nameOf(call.args.name);
	uniqueName(call, name);
	const created: Folder = {
		id: call.ctx.state.nextId('agent-folder', 301),
		accountId: call.account.id,
		name,
		projectIds: [],
	};
	agentStore(call.ctx.state).folders.push(created);
	return { folder_id: created.id, name };
};

const renameFolder: ToolImpl = (call) => {
	const target = folder(call, call.args.folder_id);
	const name = nameOf(call.args.name);
	uniqueName(call, name, target.id);
	target.name = name;
	return { folder_id: target.id, name };
};

const deleteFolder: ToolImpl = (call) => {
	const target = folder(call, call.args.folder_id);
	const store = agentStore(call.ctx.state);
	store.folders = store.folders.filter((f) => f !== target);
	return { deleted: target.id, kept_project_ids: target.projectIds };
};

const setProjectFolders: ToolImpl = (call) => {
	const project = projectOf(call);
	const wanted = ((call.args.folder_ids as number[]) ?? []).map((id) => folder(call, id));
	for (const f of ownFolders(call)) {
		const inside = wanted.includes(f);
		f.projectIds = f.projectIds.filter((id) => id !== project.id);
		if (inside) f.projectIds.push(project.id);
	}
	return { project_id: project.id, folder_ids: wanted.map((f) => f.id) };
};

export const FOLDER_TOOLS: Record<string, ToolImpl> = {
	list_project_folders: listFolders,
	create_project_folder: createFolder,
	rename_project_folder: renameFolder,
	delete_project_folder: deleteFolder,
	set_project_folders: setProjectFolders,
};
