import type { ResourceModule } from '../types';
import { CreateNote } from './create.operation';
import { DeleteNote } from './delete.operation';
import { GetManyNotes } from './getMany.operation';
import { UpdateNote } from './update.operation';

export const noteResource: ResourceModule = {
	value: 'note',
	name: 'Note',
	operations: [new GetManyNotes(), new CreateNote(), new UpdateNote(), new DeleteNote()],
};
