import { accepted, ok, pageOf, shapes as s } from '../http/answers.js'
import { mainCurrencyShape } from '../currencies/answers.js'

/** A chart of the whole result (definition.ts `Chart`): labels and series already in the reader's words. */
export const chartShape = s.object(
  {
    type: { type: 'string', enum: ['BAR', 'LINE', 'PIE'] },
    labels: s.list(s.text),
    series: s.list(s.object({ id: s.text, label: s.text, data: s.list(s.number) }, ['id', 'label', 'data'])),
  },
  ['type', 'labels', 'series'],
)
const column = s.object(
  {
    key: { ...s.text, description: 'Its title is the locale key report.column.<key>.' },
    kind: { type: 'string', enum: ['text', 'number', 'money', 'date', 'month', 'situation', 'boolean'] },
    width: s.number,
    words: { ...s.text, description: 'The locale keys under which a coded value is said.' },
  },
  ['key', 'kind'],
)

/** The report routes' answers (DESIGN.md wave 2 "Reports"). */
export const reportAnswers = {
  requested: accepted(
    s.object(
      {
        reference: {
          type: 'string',
          format: 'uuid',
          description: 'GET /events/file/r/{reference} when ready.',
        },
        status: { type: 'string', const: 'GENERATING' },
      },
      ['reference', 'status'],
    ),
  ),
  data: ok(
    s.object(
      {
        rows: { ...s.list({ type: 'object' }), description: 'The first 100 rows, keyed by column.' },
        total: s.integer,
        chart: chartShape,
        panels: s.list(s.object({ id: s.text, title: s.text, chart: chartShape }, ['id', 'title', 'chart'])),
        columns: s.list(column),
      },
      ['rows', 'total', 'chart', 'columns'],
    ),
  ),
  mine: ok(
    pageOf(
      s.object(
        {
          reference: s.text,
          type: s.text,
          status: { type: 'string', enum: ['GENERATING', 'GENERATED', 'ERROR'] },
          progress: s.integer,
          fileName: s.maybe('string'),
          fileExtension: s.maybe('string'),
          createdAt: s.moment,
          error: s.maybe('string'),
        },
        ['reference', 'type', 'status'],
      ),
    ),
  ),
}

const booked = s.object({ events: s.integer, revenue: s.number }, ['events', 'revenue'])

/** The dashboard's sales widgets: a part the reader's features do not open is null. */
export const salesDashboardAnswer = ok(
  s.object(
    {
      currency: mainCurrencyShape,
      pace: s.maybeOf(
        s.list(
          s.object({ month: s.text, onTheBooks: booked, sameTimeLastYear: booked }, [
            'month',
            'onTheBooks',
            'sameTimeLastYear',
          ]),
        ),
      ),
      lost: s.maybeOf(
        s.object({ enquiries: s.integer, estimatedRevenue: s.number }, ['enquiries', 'estimatedRevenue']),
      ),
    },
    ['currency', 'pace', 'lost'],
  ),
)
