import type { ResourceModule } from '../types';
import { CreateFolder } from './create.operation';
import { DeleteFolder } from './delete.operation';
import { GetManyFolders } from './getMany.operation';
import { RenameFolder } from './rename.operation';
import { SetProjectFolders } from './setProjectFolders.operation';

export const folderResource: ResourceModule = {
	value: 'folder',
	name: 'Folder',
	operations: [
		new GetManyFolders(),
		new CreateFolder(),
		new RenameFolder(),
		new DeleteFolder(),
		new SetProjectFolders(),
	],
};
