// Every Lambda function of the product: one place fixes runtime, architecture, bundling,
// tracing, logging and the environment that functions/src/lib/config.ts validates.
import { AssetHashType, DockerImage, Duration, RemovalPolicy, type BundlingOptions, type ILocalBundling } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { EventFunction } from '@fotostudio/functions/function-entries';
import type { Domain } from '@fotostudio/shared/contracts/route';
import type { Construct } from 'constructs';
import type { DeploymentConfig, LogLevel } from '../deployment-config.js';
import { acknowledge, wildcardResourceFinding } from '../nag.js';
import { execFileSync } from 'node:child_process';
import { fromRepoRoot, repoRoot } from '../repo-paths.js';

/** What every function is given for lib/config.ts's parts (app, auth, mail, observability); the names are the variables' names there. */
export interface AppEnvironment {
  tableName: string;
  mediaBucketName: string;
  userPoolId: string;
  userPoolClientId: string;
  appUrl: string;
  sesFromAddress: string;
  logLevel: LogLevel;
}

/** What the api and events stacks receive to build their functions' common environment. */
export interface FunctionStackResources {
  config: DeploymentConfig;
  table: ITable;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  appUrl: string;
}

/** The common environment of a stack's functions. */
export const appEnvironmentOf = ({ config, table, userPool, userPoolClient, appUrl }: FunctionStackResources, mediaBucketName: string): AppEnvironment => ({
  tableName: table.tableName,
  mediaBucketName,
  userPoolId: userPool.userPoolId,
  userPoolClientId: userPoolClient.userPoolClientId,
  appUrl,
  sesFromAddress: config.sesFromAddress,
  logLevel: config.logLevel,
});

/** CloudWatch namespace of every function's metrics; each function is a service in it. */
export const METRICS_NAMESPACE = 'Fotostudio';

export interface AppFunctionProps {
  /** Handler file relative to the repository root, as listed in function-entries.ts. */
  entry: string;
  /** The domain or event source: the service in its logs, metrics and traces. */
  service: Domain | EventFunction;
  description: string;
  environment: AppEnvironment;
  /** Variables beyond the common set, for the functions that need them. */
  extraEnvironment?: Record<string, string>;
  /** @default 512 */
  memorySize?: number;
  /** @default 10 seconds (HTTP) */
  timeout?: Duration;
  /**
   * Packages left out of the bundle and installed for linux-arm64 next to it, with their
   * dependencies, exactly as package-lock.json records them: native binaries (sharp) and large
   * lazily imported libraries (pdfkit); see lambda-bundling.ts and lambda-packages.ts.
   */
  nativeModules?: readonly string[];
  /**
   * Folders copied beside the bundle (repository path -> folder in the bundle), for files the
   * code finds next to itself at run time (the image function's font).
   */
  bundledFiles?: readonly { from: string; to: string }[];
  /** Invocations at once at most (reserved concurrency); unset: the account's pool. */
  reservedConcurrentExecutions?: number;
}


/** Bundles a handler with lambda-bundling.ts's options, plugins included (esbuild's command line, NodejsFunction's bundler, takes none). */
const BUNDLE_SCRIPT = fromRepoRoot('infra/bin/bundle-lambda.ts');
/** Installs a bundle's packages from package-lock.json, offline (lambda-packages.ts). */
const INSTALL_SCRIPT = fromRepoRoot('infra/bin/install-lambda-packages.ts');

const runAtRepoRoot = (command: string, args: string[]): void => {
  execFileSync(command, args, { cwd: repoRoot, stdio: ['ignore', process.stderr, 'inherit'] });
};

/**
 * One function's bundling, done locally. Its fields are what CDK's asset cache keys on (it
 * serialises the options, not the bundling code): without them every function of an app
 * would get the first one's bundle.
 */
class LocalLambdaBundling implements BundlingOptions {
  // Docker is neither needed nor available: local bundling always succeeds, the image is never pulled.
  readonly image = DockerImage.fromRegistry('unused-local-bundling');
  readonly local: ILocalBundling;

  constructor(
    readonly entry: string,
    readonly nativeModules: readonly string[],
    readonly bundledFiles: readonly { from: string; to: string }[],
  ) {
    this.local = { tryBundle: (outputDir) => this.bundle(outputDir) };
  }

  private bundle(outputDir: string): boolean {
    runAtRepoRoot(process.execPath, ['--import', 'tsx', BUNDLE_SCRIPT, this.entry, outputDir, ...this.nativeModules]);
    for (const { from, to } of this.bundledFiles) runAtRepoRoot('cp', ['-R', fromRepoRoot(from), `${outputDir}/${to}`]);
    // The lock file's versions and their dependencies, copied from node_modules (sharp's
    // linux-arm64 binaries from the tarballs `npm ci` fetched); no registry is asked.
    if (this.nativeModules.length > 0) runAtRepoRoot(process.execPath, ['--import', 'tsx', INSTALL_SCRIPT, outputDir, ...this.nativeModules]);
    return true;
  }
}

export class AppFunction extends LambdaFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    // Explicit log group (retention) and role: the role gets only what each function is granted,
    // instead of the AWS-managed AWSLambdaBasicExecutionRole that writes to any log group.
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${props.description}`,
    });
    super(scope, id, {
      // Hashed by what the bundle holds, as NodejsFunction did.
      code: Code.fromAsset(repoRoot, {
        assetHashType: AssetHashType.OUTPUT,
        bundling: new LocalLambdaBundling(props.entry, props.nativeModules ?? [], props.bundledFiles ?? []),
      }),
      handler: 'index.handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      ...(props.reservedConcurrentExecutions === undefined ? {} : { reservedConcurrentExecutions: props.reservedConcurrentExecutions }),
      tracing: Tracing.ACTIVE,
      logGroup,
      role,
      environment: {
        TABLE_NAME: props.environment.tableName,
        MEDIA_BUCKET: props.environment.mediaBucketName,
        USER_POOL_ID: props.environment.userPoolId,
        USER_POOL_CLIENT_ID: props.environment.userPoolClientId,
        APP_URL: props.environment.appUrl,
        SES_FROM_ADDRESS: props.environment.sesFromAddress,
        LOG_LEVEL: props.environment.logLevel,
        POWERTOOLS_SERVICE_NAME: props.service,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        NODE_OPTIONS: '--enable-source-maps',
        ...props.extraEnvironment,
      },
    });

    logGroup.grantWrite(role);

    acknowledge(
      role,
      wildcardResourceFinding(this, '*'),
      'Active X-Ray tracing needs xray:PutTraceSegments and xray:PutTelemetryRecords, which support no resource-level permissions.',
    );
    acknowledge(
      this,
      'AwsSolutions-L1',
      'The design pins nodejs22.x for every function: the bundle targets node22 and the handlers are tested on it; moving to a newer runtime is a deliberate upgrade.',
    );
  }
}
