/**
 * `pnpm content:redirects import FILE.csv` on the launch dataset: which rows of an old site's list
 * become redirect documents (a page of the site by reference, an outside address by url) and which are
 * refused, each naming what is in the way; then the command as an operator runs it, on a copy of the
 * dataset: exit status, printed refusals, the lines it adds, and a file left untouched when the list
 * cannot be read.
 */
import {spawn} from 'node:child_process'
import {createHash} from 'node:crypto'
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, relative} from 'node:path'
import {fileURLToPath} from 'node:url'
import {afterAll, describe, expect, test} from 'vitest'
import {parseNdjson} from '@site/content'
import {DATA_FILE} from '@site/content/paths'
import {schemaFromFieldTitles, type FieldTitles} from '@site/launch-check'
import {MAX_REDIRECTS} from '@site/routes'
import {importRedirects, MAX_CSV_BYTES, permanentOf, printable, readRedirectCsv, type RedirectRow} from '../scripts/redirectImport'

const dataset = readFileSync(DATA_FILE)
const documents = parseNdjson(dataset.toString('utf8'))
const titles = JSON.parse(readFileSync(new URL('../../packages/types/field-titles.json', import.meta.url), 'utf8')) as FieldTitles
const schema = schemaFromFieldTitles(titles)

const idOf = (key: string) => `redirect-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`
const rows = (...lines: [string, string, string][]): RedirectRow[] =>
  lines.map(([from, to, permanent], index) => ({line: index + 2, from, to, permanent, note: ''}))
const run = (list: RedirectRow[], docs = documents) => importRedirects(list, docs, schema)
const reasonsOf = async (list: RedirectRow[], docs = documents) =>
  (await run(list, docs)).refused.map(({row, reasons}) => [row.line, reasons])

describe('the launch dataset', () => {
  test('has the pages the rows below lead to and take', () => {
    expect(documents.find((doc) => doc._id === 'summitPage')?._type).toBe('summitPage')
    expect(documents.find((doc) => doc._id === 'pilot-givify')).toMatchObject({_type: 'pilot', title: 'Givify', slug: {current: 'givify'}})
    expect(documents.filter((doc) => doc._type === 'redirect')).toMatchObject([
      {_id: 'redirect-legacy-summit', from: '/index.php/innovation-in-fundraising-summit/', to: {_ref: 'nominationPage'}},
    ])
  })
})

describe('accepted rows', () => {
  test('a path of the site becomes a weak reference to the page at it now; an https address a url', async () => {
    const result = await run(
      rows(
        ['/summit', '/innovation-summit', 'true'],
        ['/flyer', 'https://example.org/x', 'temporary'],
        ['/Pilots-Old/', '/PILOT/givify/', '301'],
      ),
    )
    expect(result.refused).toEqual([])
    expect(result.accepted).toEqual([
      {
        _id: idOf('/summit'),
        _type: 'redirect',
        from: '/summit',
        to: {_type: 'reference', _ref: 'summitPage', _weak: true},
        permanent: true,
      },
      {_id: idOf('/flyer'), _type: 'redirect', from: '/flyer', url: 'https://example.org/x', permanent: false},
      {
        _id: idOf('/pilots-old'),
        _type: 'redirect',
        from: '/Pilots-Old/',
        to: {_type: 'reference', _ref: 'pilot-givify', _weak: true},
        permanent: true,
      },
    ])
    expect(result.accepted[0]!._id).toBe('redirect-507bacc3a56c3bdd')
  })

  test('a note column is kept', async () => {
    const [row] = rows(['/report', 'https://example.org/report.pdf', ''])
    const {accepted} = await run([{...row!, note: 'From the 2019 flyer'}])
    expect(accepted[0]).toMatchObject({note: 'From the 2019 flyer', permanent: true})
  })

  test('every word for permanent or temporary, empty meaning permanent', () => {
    for (const word of ['', 'true', 'Yes', 'PERMANENT', '308', '301']) expect(permanentOf(word)).toBe(true)
    for (const word of ['false', 'no', 'Temporary', '307', '302']) expect(permanentOf(word)).toBe(false)
    for (const word of ['maybe', '1', '303']) expect(permanentOf(word)).toBeNull()
  })
})

describe('refused rows, each reason naming what is in the way', () => {
  test('the address of a single page or of a live pilot', async () => {
    expect(await reasonsOf(rows(['/about', '/contact', 'yes'], ['/pilot/givify', '/pilots', 'yes']))).toEqual([
      [2, ['/about is the address of the About page, which is live: a redirect cannot take it over. Choose another address.']],
      [3, ['/pilot/givify is the address of “Givify” (Pilot), which is live: a redirect cannot take it over. Choose another address.']],
    ])
  })

  test('an earlier address of a renamed page: the page leads there already', async () => {
    const renamed = documents.map((doc) =>
      doc._id === 'pilot-givify' ? {...doc, slug: {current: 'givify-2'}, previousSlugs: ['givify']} : doc,
    )
    const result = await run(rows(['/pilot/givify', '/pilots', 'yes'], ['/givify', '/pilot/givify-2', 'yes']), renamed)
    expect(result.refused.map(({reasons}) => reasons)).toEqual([
      ['/pilot/givify is an earlier address of “Givify” (Pilot), which already leads there: no redirect is needed.'],
    ])
    expect(result.accepted[0]?.to?._ref).toBe('pilot-givify')
  })

  test('a target no page has now', async () => {
    expect(await reasonsOf(rows(['/join', '/join-2027', 'yes']))).toEqual([
      [
        2,
        ['No page of the site is at /join-2027: write the address a published page has now, or an outside address starting with https://.'],
      ],
    ])
  })

  test('the same address twice in one list: the second names the first', async () => {
    const result = await run(rows(['/summit', '/innovation-summit', 'yes'], ['/Summit/', '/contact', 'no']))
    expect(result.accepted.map((doc) => doc.from)).toEqual(['/summit'])
    expect(result.refused.map(({row, reasons}) => [row.line, reasons])).toEqual([
      [3, ['Another redirect already has this address (/summit → /innovation-summit, line 2 of this file): edit that one instead.']],
    ])
  })

  test('an address a redirect of the dataset has already, however written, and an import run twice', async () => {
    expect(await reasonsOf(rows(['/Index.php/innovation-in-fundraising-summit', '/innovation-summit', 'yes']))).toEqual([
      [
        2,
        [
          'Another redirect already has this address (/index.php/innovation-in-fundraising-summit/ → /nominate-beacon): edit that one instead.',
        ],
      ],
    ])
    const list = rows(['/summit', '/innovation-summit', 'yes'])
    const {accepted} = await run(list)
    expect(await reasonsOf(list, [...documents, ...accepted])).toEqual([
      [2, ['Another redirect already has this address (/summit → /innovation-summit): edit that one instead.']],
    ])
  })

  test('an address whose id a redirect keeps after an editor changed its address', async () => {
    const moved = {_id: idOf('/summit'), _type: 'redirect', from: '/summit-2025', url: 'https://example.org', permanent: true}
    expect(await reasonsOf(rows(['/summit', '/innovation-summit', 'yes']), [...documents, moved])).toEqual([
      [
        2,
        [
          `The dataset already has a document ${idOf('/summit')}, the id this address is imported under: edit that redirect in the Studio instead.`,
        ],
      ],
    ])
  })

  test('an outside address that is not https, and a kind that is no kind, both reasons at once', async () => {
    expect(await reasonsOf(rows(['/x', 'http://example.org', 'maybe']))).toEqual([
      [
        2,
        [
          'Use an outside address that starts with https:// (a secure page).',
          '“maybe” is not a kind of redirect: write permanent (or true, yes, 308, 301) or temporary (or false, no, 307, 302); empty means permanent.',
        ],
      ],
    ])
  })

  test('an address written wrongly, or no target at all', async () => {
    expect(await reasonsOf(rows(['summit', '', 'yes']))).toEqual([
      [
        2,
        [
          'Write an address of this site starting with a single “/”, e.g. /summit (the part after the domain).',
          'Choose the page it leads to, or write an outside address.',
        ],
      ],
    ])
  })
})

describe('rows an attacker could write', () => {
  test('ambiguous outside addresses and the site’s own host are refused, as the Studio refuses them', async () => {
    const list = rows(
      ['/a', 'https://good.example\n.evil.example/', 'yes'],
      ['/b', 'https:\\\\evil.example\\@good.example', 'yes'],
      ['/c', 'https://@evil.example/', 'yes'],
      ['/d', 'https://site.example/about', 'yes'],
    )
    expect(
      (await importRedirects(list, documents, schema, {siteUrl: 'https://www.site.example'})).refused.map(({reasons}) => reasons),
    ).toEqual([
      ['An outside address has no spaces, line breaks or invisible characters: write it on one line.'],
      ['An outside address has no “\\”: write it with “/”, e.g. https://example.org/report.'],
      ['Leave out the name and password in the address.'],
      ['This is an address of this site (site.example): choose the page under “To a page of this site” instead.'],
    ])
  })

  test('a long note, or one with a control character, is refused', async () => {
    const [row] = rows(['/report', 'https://example.org/report.pdf', ''])
    const refused = async (note: string) => (await run([{...row!, note}])).refused.map(({reasons}) => reasons)
    expect(await refused(`${'x'.repeat(1_000_000)}\u0000`)).toEqual([['The note has an invisible control character: retype it.']])
    expect(await refused('x'.repeat(501))).toEqual([['Keep the note under 500 characters: it is a reminder, not a document.']])
  })

  test('more redirects than the site holds, with the dataset’s own, is an error: nothing is accepted', async () => {
    const list = Array.from({length: MAX_REDIRECTS}, (_, i): RedirectRow => ({
      line: i + 2,
      from: `/old-${i}`,
      to: '/contact',
      permanent: '',
      note: '',
    }))
    // The launch dataset has one redirect already.
    await expect(run(list)).rejects.toThrow(
      'the dataset holds 1 redirect and this file adds 2,000: the site holds at most 2,000. Delete redirects no longer needed in the Studio, or shorten the file.',
    )
    expect((await run(list.slice(1))).accepted).toHaveLength(MAX_REDIRECTS - 1)
  })

  test('values are printed with their control characters escaped', () => {
    expect(printable('/a\u001b[2J\u001b[H3 redirects written\r\n\u0000\u009b\u202e')).toBe(
      '/a\\u001b[2J\\u001b[H3 redirects written\\u000d\\u000a\\u0000\\u009b\\u202e',
    )
    expect(printable('/café → https://example.org')).toBe('/café → https://example.org')
  })
})

describe('reading the CSV file', () => {
  test('a byte-order mark, quoted commas and quotes, any column order and case, extra columns, blank rows', () => {
    const csv =
      '\uFEFFPermanent, From ,To,Owner,Note\r\n"yes","/a,b",/contact,Web team,"Old ""short"" link, print"\r\n\r\n,,,,\r\nno,/c,"https://example.org/?q=1,2",,\r\n'
    expect(readRedirectCsv(csv)).toEqual([
      {line: 2, from: '/a,b', to: '/contact', permanent: 'yes', note: 'Old "short" link, print'},
      {line: 5, from: '/c', to: 'https://example.org/?q=1,2', permanent: 'no', note: ''},
    ])
  })

  test('a row counts from the line it starts on, past a line break inside a quoted value', () => {
    const csv = 'from,to,permanent,note\r\n/a,/contact,yes,"two\r\nlines"\r\n/b,/contact,yes,\r\n'
    expect(readRedirectCsv(csv).map((row) => row.line)).toEqual([2, 4])
  })

  test('a missing column or a file that is not CSV is an error, naming it', () => {
    expect(() => readRedirectCsv('from,target,permanent\n/a,/b,yes\n')).toThrow(
      'the header row has no “to” column: the first row must name the columns from,to,permanent (it reads from,target,permanent).',
    )
    expect(() => readRedirectCsv('')).toThrow('the header row has no “from”, “to”, “permanent” column')
    expect(() => readRedirectCsv('from,to,permanent\n"/a,/b,yes\n')).toThrow('not a readable CSV file: Quote Not Closed')
    expect(() => readRedirectCsv('from,to,permanent\n/a,/b,c,yes\n')).toThrow('not a readable CSV file: Invalid Record Length')
  })

  test('a file larger than a list of redirects needs, or with more rows than the site holds, is an error', () => {
    expect(MAX_CSV_BYTES).toBe(5 * 1024 * 1024)
    expect(() => readRedirectCsv(`from,to,permanent,note\n/a,/contact,yes,"${'x'.repeat(MAX_CSV_BYTES)}"\n`)).toThrow(
      'the file is 5.0 MB: a list of redirects is at most 5 MB. Check that it is the right file.',
    )
    const rowsCsv = (n: number) => `from,to,permanent\n${Array.from({length: n}, (_, i) => `/old-${i},/contact,yes`).join('\n')}\n`
    expect(readRedirectCsv(rowsCsv(MAX_REDIRECTS))).toHaveLength(MAX_REDIRECTS)
    expect(() => readRedirectCsv(rowsCsv(200_000))).toThrow(
      'the file has 200,000 rows: the site holds at most 2,000 redirects. Split the list, or keep the addresses still visited.',
    )
  })
})

describe('pnpm content:redirects import FILE.csv', () => {
  const ROOT = fileURLToPath(new URL('../..', import.meta.url))
  const COMMAND = join(ROOT, 'studio/scripts/content-redirects.mjs')
  const work = mkdtempSync(join(tmpdir(), 'content-redirects-'))
  afterAll(() => rmSync(work, {recursive: true, force: true}))

  /** Runs the command from the repository root on `file`, with only the variables given. */
  function contentRedirects(args: string[], file: string, env: Record<string, string> = {}) {
    return new Promise<{status: number | null; stdout: string; stderr: string}>((resolve, reject) => {
      const child = spawn(process.execPath, [COMMAND, ...args], {
        cwd: ROOT,
        env: {PATH: process.env.PATH ?? '', CONTENT_DATASET_FILE: file, ...env},
      })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk) => (stdout += chunk))
      child.stderr.on('data', (chunk) => (stderr += chunk))
      child.on('error', reject)
      child.on('close', (status) => resolve({status, stdout, stderr}))
    })
  }
  const copyOfDataset = (name: string) => {
    const file = join(work, name)
    writeFileSync(file, dataset)
    return file
  }
  const csvFile = (name: string, text: string) => {
    const file = join(work, name)
    writeFileSync(file, text)
    return file
  }

  test('writes the valid rows, prints the refused ones, exit 1', async () => {
    const file = copyOfDataset('data.ndjson')
    const csv = csvFile(
      'old-site.csv',
      [
        '\uFEFFfrom,to,permanent,note',
        '/summit,/innovation-summit,true,"Old ""short"" link, from the print flyer"',
        '"/a,b",/pilot/givify,302,',
        '/about,/contact,yes,',
        '/flyer,https://example.org/x,temporary,',
        '/gone,/join-2027,maybe,',
      ].join('\n'),
    )
    const result = await contentRedirects(['import', csv], file)
    expect(result.stderr).toBe('')
    expect(result.status).toBe(1)
    expect(result.stdout.trimEnd().split('\n')).toEqual([
      'line 4  /about → /contact: /about is the address of the About page, which is live: a redirect cannot take it over. Choose another address.',
      'line 6  /gone → /join-2027: No page of the site is at /join-2027: write the address a published page has now, or an outside address starting with https://. ' +
        '“maybe” is not a kind of redirect: write permanent (or true, yes, 308, 301) or temporary (or false, no, 307, 302); empty means permanent.',
      `3 redirects written to ${relative(ROOT, file)}, 2 rows refused`,
    ])
    const written = readFileSync(file)
    expect(written.subarray(0, dataset.length).equals(dataset)).toBe(true)
    expect(parseNdjson(written.subarray(dataset.length).toString('utf8'))).toEqual([
      {
        _id: idOf('/summit'),
        _type: 'redirect',
        from: '/summit',
        to: {_type: 'reference', _ref: 'summitPage', _weak: true},
        permanent: true,
        note: 'Old "short" link, from the print flyer',
      },
      {_id: idOf('/a,b'), _type: 'redirect', from: '/a,b', to: {_type: 'reference', _ref: 'pilot-givify', _weak: true}, permanent: false},
      {_id: idOf('/flyer'), _type: 'redirect', from: '/flyer', url: 'https://example.org/x', permanent: false},
    ])
    // Run again: every row is refused, nothing is added twice.
    const again = await contentRedirects(['import', csv], file)
    expect(again.status).toBe(1)
    expect(again.stdout).toContain(
      'line 2  /summit → /innovation-summit: Another redirect already has this address (/summit → /innovation-summit)',
    )
    expect(again.stdout.trimEnd().split('\n').at(-1)).toBe(`0 redirects written to ${relative(ROOT, file)}, 5 rows refused`)
    expect(readFileSync(file).equals(written)).toBe(true)
    expect(readdirSync(work).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  test('refused values are printed escaped: a row cannot clear the screen or print a summary of its own', async () => {
    const file = copyOfDataset('escapes.ndjson')
    const csv = csvFile(
      'escapes.csv',
      'from,to,permanent,note\n"/x\u001b[2J\u001b[H",/contact,yes,\n/y,"https://good.example\n.evil.example/",yes,"\u001b]0;owned\u0007"\n',
    )
    const result = await contentRedirects(['import', csv], file)
    expect(result.status).toBe(1)
    expect([...result.stdout].filter((char) => char !== '\n' && /\p{Cc}/u.test(char))).toEqual([])
    expect(result.stdout.trimEnd().split('\n')).toEqual([
      'line 2  /x\\u001b[2J\\u001b[H → /contact: An address has no spaces: use hyphens, e.g. /innovation-summit.',
      'line 3  /y → https://good.example\\u000a.evil.example/: An outside address has no spaces, line breaks or invisible characters: write it on one line. ' +
        'The note has an invisible control character: retype it.',
      `0 redirects written to ${relative(ROOT, file)}, 2 rows refused`,
    ])
    expect(readFileSync(file).equals(dataset)).toBe(true)
  })

  test('a file too large or with too many rows: exit 2, a clear message, the file untouched', async () => {
    const file = copyOfDataset('limits.ndjson')
    const many = `from,to,permanent\n${Array.from({length: 200_000}, (_, i) => `/old-${i},/contact,yes`).join('\n')}\n`
    const [tooMany, tooLarge] = await Promise.all([
      contentRedirects(['import', csvFile('many.csv', many)], file),
      contentRedirects(['import', csvFile('large.csv', `from,to,permanent\n/a,/contact,yes\n${' '.repeat(6 * 1024 * 1024)}`)], file),
    ])
    expect(tooMany).toMatchObject({status: 2, stdout: ''})
    expect(tooMany.stderr).toContain('the file has 200,000 rows: the site holds at most 2,000 redirects.')
    expect(tooMany.stderr).toContain('Nothing was written.')
    expect(tooLarge).toMatchObject({status: 2, stdout: ''})
    expect(tooLarge.stderr).toContain('the file is 6.0 MB: a list of redirects is at most 5 MB.')
    expect(readFileSync(file).equals(dataset)).toBe(true)
  })

  test('a list of valid rows only: exit 0', async () => {
    const file = copyOfDataset('clean.ndjson')
    const result = await contentRedirects(['import', csvFile('clean.csv', 'from,to,permanent\n/summit,/innovation-summit,\n')], file)
    expect(result).toMatchObject({status: 0, stderr: ''})
    expect(result.stdout).toBe(`1 redirect written to ${relative(ROOT, file)}, 0 rows refused\n`)
  })

  test('a list that cannot be parsed, a missing column, wrong arguments or a Content Lake: exit 2, the file untouched', async () => {
    const file = copyOfDataset('untouched.ndjson')
    const [unparsable, noColumn, wrongArgument, lake] = await Promise.all([
      contentRedirects(['import', csvFile('broken.csv', 'from,to,permanent\n/summit,/innovation-summit,yes\n"/x,/contact,yes\n')], file),
      contentRedirects(['import', csvFile('no-column.csv', 'from,to\n/summit,/innovation-summit\n')], file),
      contentRedirects(['imports', 'old-site.csv'], file),
      contentRedirects(['import', join(work, 'clean.csv')], file, {SANITY_STUDIO_PROJECT_ID: 'offline0'}),
    ])
    for (const result of [unparsable, noColumn, wrongArgument, lake]) expect(result).toMatchObject({status: 2, stdout: ''})
    expect(unparsable.stderr).toContain(`content:redirects: ${join(work, 'broken.csv')}: not a readable CSV file: Quote Not Closed`)
    expect(unparsable.stderr).toContain('Nothing was written.')
    expect(noColumn.stderr).toContain('the header row has no “permanent” column')
    expect(wrongArgument.stderr).toContain('Usage: pnpm content:redirects import FILE.csv')
    expect(lake.stderr).toContain('`pnpm content:push` then imports the file into the Content Lake')
    expect(readFileSync(file).equals(dataset)).toBe(true)
  })
})
