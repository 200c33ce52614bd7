import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { getHealth } from '@fotostudio/shared/contracts/platform';
import { dynamoDocumentClient } from '../../lib/aws-clients.js';
import { appConfig } from '../../lib/config.js';
import { logger } from '../../lib/logger.js';
import { publicRoute } from '../../lib/http/http-function.js';

const databaseReachable = async (): Promise<boolean> => {
  try {
    await dynamoDocumentClient().send(new DescribeTableCommand({ TableName: appConfig().TABLE_NAME }));
    return true;
  } catch (error) {
    logger.warn('health: table unreachable', { error });
    return false;
  }
};

export const getHealthHandler = publicRoute(getHealth, async () => {
  const reachable = await databaseReachable();
  return {
    status: reachable ? ('ok' as const) : ('degraded' as const),
    database: reachable ? ('ok' as const) : ('unreachable' as const),
    time: new Date().toISOString(),
  };
});
