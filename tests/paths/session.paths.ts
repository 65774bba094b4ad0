import { sessionAdapter } from './session.adapter.ts';
import { definePaths } from './support/define-paths.ts';

definePaths(sessionAdapter);
