import { createTemplate, getTemplate, listProvidedTemplates, listTemplates, updateTemplate } from '@fotostudio/shared/contracts/agreements';
import * as templates from '../../agreements/templates.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const templateHandlers = [
  photographerRoute(listTemplates, async ({ caller }) => ({ templates: await templates.listTemplates(caller.photographerId) })),
  photographerRoute(listProvidedTemplates, async () => ({ templates: templates.listProvidedTemplates() })),
  photographerRoute(createTemplate, async ({ caller, body }) => ({ template: await templates.createTemplate(caller.photographerId, body) })),
  photographerRoute(getTemplate, async ({ caller, params, query }) => ({ template: await templates.getTemplate(caller.photographerId, params.templateId, query.version) })),
  photographerRoute(updateTemplate, async ({ caller, params, body }) => ({ template: await templates.updateTemplate(caller.photographerId, params.templateId, body) })),
];
