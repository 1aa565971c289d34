import {
  AliasNode,
  BinaryOperationNode,
  ColumnNode,
  DeleteQueryNode,
  AndNode,
  IdentifierNode,
  InsertQueryNode,
  OperationNodeTransformer,
  OperatorNode,
  OrNode,
  ParensNode,
  PrimitiveValueListNode,
  RawNode,
  ReferenceNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  WhereNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type WithNode,
} from 'kysely'

/** Table name → the column that holds its tenant (`tenant_id`, or `id` for `tenant` itself). */
export type TenantColumns = ReadonlyMap<string, string>

/** Thrown when an INSERT names another tenant (or an expression) in its tenant column. */
export class TenantPredicateError extends Error {}

/**
 * The second tenant wall (DESIGN.md "Data rules"): every SELECT, UPDATE and DELETE of request code
 * gets `"<table or alias>".tenant_id = <tenant>` for each tenant table it reads, and every INSERT
 * carries the tenant, so isolation does not rest on row-level security alone and a statement is
 * routable by tenant (Citus). Raw `sql` text cannot be rewritten; builder parts inside it are.
 */
export class TenantPredicatePlugin implements KyselyPlugin {
  /**
   * Queries already walled: a builder made on the walled transaction transforms itself when it
   * becomes a subquery, and the outer query must not wall it twice.
   */
  private readonly done = new WeakSet<OperationNode>()

  constructor(
    private readonly tenantId: number,
    private readonly columns: TenantColumns,
  ) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return new TenantPredicateTransformer(this.tenantId, this.columns, this.done).transformNode(args.node)
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result)
  }
}

const QUERY_KINDS = new Set(['SelectQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'InsertQueryNode'])

class TenantPredicateTransformer extends OperationNodeTransformer {
  /** CTE names in scope: a FROM naming one reads the CTE (already walled), not the table. */
  private readonly ctes: string[] = []

  constructor(
    private readonly tenantId: number,
    private readonly columns: TenantColumns,
    private readonly done: WeakSet<OperationNode>,
  ) {
    super()
  }

  override transformNode<T extends OperationNode | undefined>(node: T): T {
    if (!node || this.done.has(node)) return node
    const out = super.transformNode(node)
    if (QUERY_KINDS.has(out!.kind)) this.done.add(out!)
    return out
  }

  protected override transformSelectQuery(node: SelectQueryNode): SelectQueryNode {
    return this.scoped(node.with, () => {
      let out = super.transformSelectQuery(node)
      for (const table of out.from?.froms ?? []) out = this.restrict(out, table)
      return this.restrictJoins(out)
    })
  }

  protected override transformUpdateQuery(node: UpdateQueryNode): UpdateQueryNode {
    return this.scoped(node.with, () => {
      let out = super.transformUpdateQuery(node)
      for (const table of [out.table, ...(out.from?.froms ?? [])]) if (table) out = this.restrict(out, table)
      return this.restrictJoins(out)
    })
  }

  protected override transformDeleteQuery(node: DeleteQueryNode): DeleteQueryNode {
    return this.scoped(node.with, () => {
      let out = super.transformDeleteQuery(node)
      for (const table of [...out.from.froms, ...(out.using?.tables ?? [])]) out = this.restrict(out, table)
      return this.restrictJoins(out)
    })
  }

  protected override transformInsertQuery(node: InsertQueryNode): InsertQueryNode {
    return this.scoped(node.with, () => {
      const out = super.transformInsertQuery(node)
      const name = out.into && this.tenantTable(out.into)
      const column = name && this.columns.get(name)
      if (!column || !out.columns || !out.values || !ValuesNode.is(out.values)) return out
      const at = out.columns.findIndex((c) => c.column.name === column)
      if (at < 0) {
        // No tenant given: the request's tenant is the only one it may write.
        const values = out.values.values.map((row) =>
          PrimitiveValueListNode.is(row)
            ? PrimitiveValueListNode.create([...row.values, this.tenantId])
            : ValueListNode.create([...row.values, ValueNode.create(this.tenantId)]),
        )
        return {
          ...out,
          columns: [...out.columns, ColumnNode.create(column)],
          values: ValuesNode.create(values),
        }
      }
      for (const row of out.values.values) {
        const cell = row.values[at]
        const value = PrimitiveValueListNode.is(row)
          ? cell
          : ValueNode.is(cell as OperationNode) && (cell as ValueNode).value
        if (Number(value) !== this.tenantId)
          throw new TenantPredicateError(`insert into ${name} for another tenant`)
      }
      return out
    })
  }

  private scoped<T>(withNode: WithNode | undefined, work: () => T): T {
    const names = (withNode?.expressions ?? []).map((e) => e.name.table.table.identifier.name)
    this.ctes.push(...names)
    try {
      return work()
    } finally {
      this.ctes.length -= names.length
    }
  }

  /** The table's name when it is a tenant table read directly (not a CTE, not a subquery). */
  private tenantTable(node: OperationNode): string | undefined {
    const table = AliasNode.is(node) ? node.node : node
    if (!TableNode.is(table)) return undefined
    const name = table.table.identifier.name
    if (table.table.schema === undefined && this.ctes.includes(name)) return undefined
    return this.columns.has(name) ? name : undefined
  }

  /** `"<alias or table>".<tenant column> = <tenant>` for a FROM/JOIN item, or undefined. */
  private predicate(node: OperationNode): OperationNode | undefined {
    const name = this.tenantTable(node)
    if (!name) return undefined
    const owner =
      AliasNode.is(node) && IdentifierNode.is(node.alias)
        ? TableNode.create(node.alias.name)
        : ((AliasNode.is(node) ? node.node : node) as TableNode)
    return BinaryOperationNode.create(
      ReferenceNode.create(ColumnNode.create(this.columns.get(name)!), owner),
      OperatorNode.create('='),
      ValueNode.create(this.tenantId),
    )
  }

  private restrict<T extends SelectQueryNode | UpdateQueryNode | DeleteQueryNode>(
    node: T,
    table: OperationNode,
  ): T {
    const p = this.predicate(table)
    return p ? { ...node, where: WhereNode.create(and(node.where?.where, p)) } : node
  }

  /**
   * In the ON, so a LEFT JOIN still keeps its outer rows (a WHERE would turn it inner); a join
   * without ON (cross, lateral cross) takes it in the WHERE.
   */
  private restrictJoins<T extends SelectQueryNode | UpdateQueryNode | DeleteQueryNode>(node: T): T {
    if (!node.joins?.length) return node
    let out = node
    const joins = node.joins.map((join) => {
      const p = this.predicate(join.table)
      if (!p) return join
      if (join.on) return { ...join, on: { ...join.on, on: and(join.on.on, p) } }
      out = { ...out, where: WhereNode.create(and(out.where?.where, p)) }
      return join
    })
    return { ...out, joins }
  }
}

/** `a AND p`, with `a` in parentheses when it is an OR or raw text (which may hold an OR). */
function and(a: OperationNode | undefined, p: OperationNode): OperationNode {
  if (!a) return p
  return AndNode.create(OrNode.is(a) || RawNode.is(a) ? ParensNode.create(a) : a, p)
}
