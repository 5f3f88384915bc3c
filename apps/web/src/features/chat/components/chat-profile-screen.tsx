import { useTranslation } from 'react-i18next';
import type { ChatProfile } from '@parytet/contract/chats';
import { ButtonLink } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { BlockLoader } from '#components/ui/loader.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { useCurrentUser } from '#lib/current-user.ts';
import { formatDate, formatNumber, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { paths } from '#lib/paths.ts';
import { useChatProfile } from '../api/chat-profile.ts';
import { ChatHeader } from './chat-header.tsx';
import { ChatLocked } from './chat-locked.tsx';
import styles from './chat.module.css';

type Report = NonNullable<ChatProfile['report']>;

const ReportFacts = ({ report }: { report: Report }) => {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const gap = (value: number | null) =>
    value === null ? t('chat.profile.noGap') : formatPercent(value, lang);
  const period =
    report.period_start && report.period_end
      ? `${formatDate(report.period_start, lang, 'short')} – ${formatDate(report.period_end, lang, 'short')}`
      : '-';
  const facts: [string, string][] = [
    [t('chat.profile.label'), report.label],
    [t('chat.profile.period'), `${period} (${report.currency})`],
    [t('chat.profile.uploaded'), formatDate(report.created_at, lang)],
    [
      t('chat.profile.people'),
      t('chat.profile.peopleValue', {
        total: formatNumber(report.number_of_women + report.number_of_men, lang),
        women: formatNumber(report.number_of_women, lang),
        men: formatNumber(report.number_of_men, lang),
      }),
    ],
    [
      t('chat.profile.levels'),
      t('chat.profile.levelsValue', { levels: report.levels, positions: report.positions }),
    ],
    [t('chat.profile.meanGap'), gap(report.mean_pay_gap_percentage)],
    [t('chat.profile.medianGap'), gap(report.median_pay_gap_percentage)],
    [t('chat.profile.adjustedGap'), gap(report.adjusted_pay_gap_percentage)],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

/** /chat/profile: what the assistant knows about the organisation, and where its figures come from. */
export const ChatProfileScreen = () => {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const allowed = user?.features.chat ?? false;
  const profile = useChatProfile(currentLanguage(), allowed);
  if (!user) return <BlockLoader />;
  if (!allowed) return <ChatLocked />;

  return (
    <section className={styles.screen}>
      <ChatHeader title={t('chat.profile.title')} />
      <p className={styles.intro}>{t('chat.profile.intro')}</p>
      {profile.isPending ? (
        <BlockLoader />
      ) : profile.isError ? (
        <Notice tone="error">{t('chat.profile.loadError')}</Notice>
      ) : (
        <>
          <Card as="section" aria-labelledby="chat-report-heading" className={styles.card}>
            <h2 id="chat-report-heading" className={styles.heading}>
              {t('chat.profile.report')}
            </h2>
            {profile.data.report ? (
              <ReportFacts report={profile.data.report} />
            ) : (
              <>
                <p>{t('chat.profile.noReport')}</p>
                <ButtonLink to={paths.main.payGapNew} size="sm">
                  {t('chat.profile.upload')}
                </ButtonLink>
              </>
            )}
          </Card>
          <section aria-labelledby="chat-sources-heading" className={styles.card}>
            <h2 id="chat-sources-heading" className={styles.heading}>
              {t('chat.profile.sources')}
            </h2>
            <p className={styles.muted}>{t('chat.profile.sourcesIntro')}</p>
            <div className={styles.tableWrap}>
              <table className={styles.sources}>
                <thead>
                  <tr>
                    <th scope="col">{t('chat.profile.publisher')}</th>
                    <th scope="col">{t('chat.profile.publication')}</th>
                    <th scope="col">{t('chat.profile.periods')}</th>
                    <th scope="col">{t('chat.profile.figures')}</th>
                  </tr>
                </thead>
                <tbody>
                  {profile.data.sources.map((source) => (
                    <tr key={source.url}>
                      <td>{source.publisher}</td>
                      <td>
                        <a href={source.url} target="_blank" rel="noreferrer noopener">
                          {source.title}
                        </a>
                      </td>
                      <td>{source.periods.join(', ')}</td>
                      <td>{formatNumber(source.figures, currentLanguage())}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </section>
  );
};
