// The crm domain's part of the route table (routes.ts joins every domain's part). Its
// Lambda function imports only this, so it bundles no other domain's contracts.
import {
  convertContact,
  createContact,
  createRelationship,
  deleteContact,
  deleteRelationship,
  getContact,
  listContacts,
  listRelationships,
  updateContact,
} from './crm.js';
import { importContacts } from './crm-import.js';
import { defineDomainRoutes } from './route.js';

export const crmRoutes = defineDomainRoutes('crm', [
  listContacts,
  createContact,
  importContacts,
  getContact,
  updateContact,
  convertContact,
  listRelationships,
  createRelationship,
  deleteRelationship,
  deleteContact,
]);
