import type { ResourceModule } from '../types';
import { Add } from './add.operation';
import { GetMany } from './getMany.operation';
import { LeaveProject } from './leaveProject.operation';
import { Remove } from './remove.operation';
import { ResetAccess } from './resetAccess.operation';
import { SetPublicAccess } from './setPublicAccess.operation';
import { Update } from './update.operation';

export const memberResource: ResourceModule = {
	value: 'member',
	name: 'Member',
	operations: [
		new GetMany(),
		new Add(),
		new Update(),
		new Remove(),
		new SetPublicAccess(),
		new LeaveProject(),
		new ResetAccess(),
	],
};
