import { tableDefinition } from '@befundklar/functions/repositories/table-definition';
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

export interface DataTableProps {
  /** Production keeps the table (and its point-in-time backups) when the stack goes away. */
  retain: boolean;
}

/**
 * The single table, built from the same key schema as the local stack's table
 * (functions/src/repositories/table-definition.ts). Access patterns: docs/data-model.md.
 */
export class DataTable extends Construct {
  readonly table: Table;
  readonly indexNames: readonly string[] = tableDefinition.globalSecondaryIndexes.map(
    (index) => index.indexName,
  );

  constructor(scope: Construct, id: string, { retain }: DataTableProps) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      deletionProtection: retain,
      removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const index of tableDefinition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
