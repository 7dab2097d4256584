import type { ResourceModule } from '../types';
import { CallTool } from './callTool.operation';
import { ListTools } from './listTools.operation';

/** The agent interface (MCP) for deterministic workflows: list the catalog, call one tool. */
export const agentResource: ResourceModule = {
	value: 'agent',
	name: 'Agent',
	operations: [new CallTool(), new ListTools()],
};
