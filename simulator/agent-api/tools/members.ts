import type { Project, Share } from '../../core/model';
import { agentStore } from '../store';
import { projectOf, ToolFailure, type ToolCall, type ToolImpl } from './call';

/**
 * Project access. Members are the project's shares in the core model, so a change here is
 * what every other surface sees at once (the project API's rights follow it).
 */
function memberInfo(call: ToolCall, project: Project, share: Share) {
	const members = agentStore(call.ctx.state).members;
	const key = `${project.id}:${share.accountId}`;
	let info = members.get(key);
	if (!info) {
		info = { accessId: call.ctx.state.nextId('agent-access', 3001), notify: true };
		members.set(key, info);
	}
	return info;
}

function memberRow(call: ToolCall, project: Project, share: Share) {
	const info = memberInfo(call, project, share);
	return {
		access_id: info.accessId,
		email: call.ctx.state.accountById(share.accountId)?.email ?? null,
		role: share.role,
		notify: info.notify,
	};
}

function shareOf(call: ToolCall): Share {
	const project = projectOf(call);
	const share = project.shares.find(
		(s) => memberInfo(call, project, s).accessId === Number(call.args.access_id),
	);
	if (!share)
		throw new ToolFailure(
			`Access ${String(call.args.access_id)} not found in project ${project.id}`,
		);
	return share;
}

const listMembers: ToolImpl = (call) => {
	const project = projectOf(call);
	return {
		members: project.shares.map((s) => memberRow(call, project, s)),
		public_access: agentStore(call.ctx.state).publicAccess.has(project.id),
	};
};

const addMember: ToolImpl = (call) => {
	const project = projectOf(call);
	const email = String(call.args.email ?? '').trim();
	const user = call.ctx.state.accountByEmail(email);
	if (!user || user.deleted)
		throw new ToolFailure(
			`No registered user with the e-mail ${email}: access can be granted to registered users only`,
		);
	if (user.id === project.ownerId) throw new ToolFailure(`${email} owns the project`);
	if (project.shares.some((s) => s.accountId === user.id))
		throw new ToolFailure(`${email} already has access to the project; use update_project_member`);
	const share: Share = { accountId: user.id, role: call.args.role as Share['role'] };
	project.shares.push(share);
	const info = memberInfo(call, project, share);
	info.notify = call.args.notify !== false;
	call.ctx.state.notify(
		project.id,
		'access-granted',
		`Letter to ${email}: ${share.role} access to ${project.domain}`,
	);
	return { project_id: project.id, ...memberRow(call, project, share) };
};

const updateMember: ToolImpl = (call) => {
	const project = projectOf(call);
	const share = shareOf(call);
	if (call.args.role !== undefined) share.role = call.args.role as Share['role'];
	if (call.args.notify !== undefined)
		memberInfo(call, project, share).notify = call.args.notify === true;
	return { project_id: project.id, ...memberRow(call, project, share) };
};

const removeMember: ToolImpl = (call) => {
	const project = projectOf(call);
	const share = shareOf(call);
	const row = memberRow(call, project, share);
	project.shares = project.shares.filter((s) => s !== share);
	agentStore(call.ctx.state).members.delete(`${project.id}:${share.accountId}`);
	return { project_id: project.id, removed: row };
};

const publicAccess: ToolImpl = (call) => {
	const project = projectOf(call);
	const set = agentStore(call.ctx.state).publicAccess;
	if (call.args.enabled === true) set.add(project.id);
	else set.delete(project.id);
	return { project_id: project.id, public_access: set.has(project.id) };
};

export const MEMBER_TOOLS: Record<string, ToolImpl> = {
	list_project_members: listMembers,
	add_project_member: addMember,
	update_project_member: updateMember,
	remove_project_member: removeMember,
	set_project_public_access: publicAccess,
};
