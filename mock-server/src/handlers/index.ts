import { mergeHandlerMaps, type HandlerMap } from '../handler.js';
import { systemHandlers } from './system.js';

/**
 * Every domain's handlers, one entry per contract file under schemas/api/. To add a domain, write
 * `handlers/<domain>.ts` exporting `<domain>Handlers = { ... } satisfies HandlerMap` and list it here.
 */
const DOMAIN_HANDLERS: readonly HandlerMap[] = [systemHandlers];

export const handlers: HandlerMap = mergeHandlerMaps(DOMAIN_HANDLERS);
