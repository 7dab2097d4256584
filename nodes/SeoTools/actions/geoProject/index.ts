import type { ResourceModule } from '../types';
import { GetMany } from './getMany.operation';
import { Link } from './link.operation';
import { Unlink } from './unlink.operation';

export const geoProjectResource: ResourceModule = {
	value: 'geoProject',
	name: 'GEO Project',
	operations: [new GetMany(), new Link(), new Unlink()],
};
