// CDK entry point (cdk.json "app"). Stage, region, domain and SES address come from context;
// see infra/lib/deployment-config.ts. cdk-nag's AwsSolutions pack runs on every synth and any
// unacknowledged finding fails it.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildFotostudioStacks } from '../lib/fotostudio-app.js';

const app = new App();
buildFotostudioStacks(app);
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
