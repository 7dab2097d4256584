export type { CredentialKind, OperationModule, ResourceModule } from '../shared/operation';
