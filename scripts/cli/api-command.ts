import { buildApiServer } from '../../commerce-api/app.ts';
import { openApi } from '../lib/api-context.ts';
import { servedBrands } from './start-command.ts';

/** `storefront api --port 4000`: the commerce API alone on its own port (DESIGN §6). */
export async function apiCommand(
  options: { port: number; host: string },
  write: (text: string) => void = (text) => process.stdout.write(text + '\n'),
): Promise<number> {
  const { brands, problems } = servedBrands();
  for (const problem of problems) write(problem);
  const opened = await openApi(brands);
  const app = await buildApiServer(opened.context);
  await app.listen({ port: options.port, host: options.host });
  write(`Commerce API on http://${options.host}:${options.port}  (database: ${opened.database})`);
  return 0;
}
