import { useTranslation } from 'react-i18next';
import { reportTableStyles as table, TableScroll } from '#components/report-status/index.ts';
import type { SchemeDraft } from '../lib/scheme-draft.ts';

export type PositionGroupsEditorProps = {
  draft: SchemeDraft;
  onChange: (draft: SchemeDraft) => void;
  positions: readonly string[];
  disabled: boolean;
};

/** A category name per position; positions with the same name form one category. */
export const PositionGroupsEditor = ({
  draft,
  onChange,
  positions,
  disabled,
}: PositionGroupsEditorProps) => {
  const { t } = useTranslation();
  const g = (key: string) => t(`reporting.categories.groups.${key}`);
  return (
    <>
      <p>{g('intro')}</p>
      <TableScroll label={g('category')}>
        <table className={table.table} data-table="position-groups">
          <caption className="visually-hidden">{g('category')}</caption>
          <thead>
            <tr>
              <th scope="col">{g('position')}</th>
              <th scope="col">{g('category')}</th>
            </tr>
          </thead>
          <tbody>
            {positions.map((position) => (
              <tr key={position}>
                <th scope="row">{position}</th>
                <td>
                  <input
                    type="text"
                    aria-label={`${g('category')}: ${position}`}
                    value={draft.groups[position] ?? ''}
                    disabled={disabled}
                    maxLength={100}
                    onChange={(event) =>
                      onChange({
                        ...draft,
                        groups: { ...draft.groups, [position]: event.target.value },
                      })
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
};
