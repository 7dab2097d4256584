import type { ResourceModule } from '../types';
import { callTool } from './callTool.operation';
import { listTools } from './listTools.operation';

/** The agent interface (MCP) for deterministic workflows: list the catalog, call one tool. */
export const agentResource: ResourceModule = {
	value: 'agent',
	name: 'Agent',
	operations: [callTool, listTools],
};
