import type { ResourceModule } from '../types';
import { GetTypes } from './getTypes.operation';
import { CreateEvent } from './create.operation';
import { DeleteEvent } from './delete.operation';
import { GetManyEvents } from './getMany.operation';
import { UpdateEvent } from './update.operation';

export const eventResource: ResourceModule = {
	value: 'event',
	name: 'Event',
	operations: [
		new GetManyEvents(),
		new CreateEvent(),
		new UpdateEvent(),
		new DeleteEvent(),
		new GetTypes(),
	],
};
