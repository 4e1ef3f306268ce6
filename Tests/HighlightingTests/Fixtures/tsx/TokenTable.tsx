import { useMemo, useState } from 'react';
import { Table, Typography, Search } from '@equinor/eds-core-react';

type Token = { name: string; value: string | number; type: 'color' | 'dimension' };

const isColor = (token: Token): boolean => token.type === 'color';
const SPLIT = /[./]/;

export function TokenTable<T extends Token>({ tokens, caption }: { tokens: T[]; caption: string }) {
  const [query, setQuery] = useState<string>('');
  const rows = useMemo(
    () => tokens.filter((token) => token.name.toLowerCase().includes(query.toLowerCase())),
    [tokens, query],
  );
  const share = rows.length / tokens.length;

  return (
    <Table>
      <Table.Caption>
        <Typography variant="h4">{caption}</Typography>
        <Search aria-label="Filter tokens" value={query} onChange={(e) => setQuery(e.target.value)} />
      </Table.Caption>
      <Table.Head>
        <Table.Row>
          <Table.Cell>Name</Table.Cell>
          <Table.Cell>Value</Table.Cell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {rows.map((token) => (
          <Table.Row key={token.name}>
            <Table.Cell>
              <code>{token.name.split(SPLIT).join(' / ')}</code>
            </Table.Cell>
            <Table.Cell>
              {isColor(token) ? (
                <span className="swatch" style={{ background: String(token.value) }} title={`${token.value}`} />
              ) : (
                <>{typeof token.value === 'number' ? `${token.value}px` : token.value}</>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
      <caption hidden>{Math.round(share * 100)} % shown</caption>
    </Table>
  );
}
