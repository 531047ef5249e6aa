import { groupedAreaList, regionOfPrefecture, type RegionId } from '@member-hub/enums';
import { Button, Choice } from '@member-hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import './area-register.css';

import { useAreaRegister } from '../../hooks/useAreaRegister';

/**
 * The area-registration screen `/profileEdit/prefectures` inside the parent page (profile §3, §4):
 * loading, then the form (regions as checkboxes that open their prefecture radios; Hokkaido and
 * Okinawa on their own), the thank-you view, or the error view with 'reload'. It wires only; the
 * decisions are in area-flow.ts and embed-session.ts.
 */
export function AreaRegisterPage() {
  const { t, i18n } = useTranslation('prefectures');
  const { state, choose, register, reload, canRegister } = useAreaRegister();
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  const selected = state.step === 'form' ? state.selected : 0;
  // A region is open when ticked; the region of the loaded prefecture starts open.
  const [opened, setOpened] = useState<ReadonlySet<RegionId> | null>(null);
  const loadedRegion = state.step === 'form' ? regionOfPrefecture(state.loaded)?.id : undefined;
  const openRegions = opened ?? new Set(loadedRegion ? [loadedRegion] : []);
  const toggle = (region: RegionId, open: boolean) => {
    const next = new Set(openRegions);
    if (open) next.add(region);
    else next.delete(region);
    setOpened(next);
  };

  return (
    <section className="mh-area" aria-labelledby="area-heading">
      <h1 id="area-heading" className="mh-area__heading">
        {state.step === 'complete'
          ? t('complete.heading')
          : state.step === 'error'
            ? t('error.heading')
            : t('heading')}
      </h1>

      {state.step === 'loading' && (
        <p role="status" className="mh-area__text">
          {t('loading')}
        </p>
      )}

      {state.step === 'error' && (
        <div role="alert" className="mh-area__message">
          <p className="mh-area__text">
            {state.kind === 'retry' ? t('error.retry') : t('error.unavailable')}
          </p>
          <Button block onClick={reload}>
            {t('error.reload')}
          </Button>
        </div>
      )}

      {state.step === 'complete' && (
        <p role="status" className="mh-area__text">
          {t('complete.body')}
        </p>
      )}

      {state.step === 'form' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            register();
          }}
        >
          <p className="mh-area__text">{t('lead')}</p>
          <fieldset className="mh-area__list">
            <legend className="mh-area__legend">{t('areaLegend')}</legend>
            <p className="mh-area__hint">{t('regionHint')}</p>
            <ul className="mh-choices mh-choices--compact">
              {groupedAreaList.map((entry) =>
                entry.kind === 'prefecture' ? (
                  <li key={`p${entry.prefecture.id}`} className="mh-choices__item">
                    <Choice
                      type="radio"
                      name="prefecture"
                      value={entry.prefecture.id}
                      checked={selected === entry.prefecture.id}
                      onChange={() => choose(entry.prefecture.id)}
                      label={entry.prefecture[lang]}
                    />
                  </li>
                ) : (
                  <li key={`r${entry.region.id}`} className="mh-choices__item">
                    <Choice
                      type="checkbox"
                      name="region"
                      value={entry.region.id}
                      checked={openRegions.has(entry.region.id)}
                      aria-controls={`region-${entry.region.id}`}
                      onChange={(event) => toggle(entry.region.id, event.target.checked)}
                      label={entry.region[lang]}
                    />
                    {/* Always in the page (aria-controls names it); hidden while the region is not ticked. */}
                    <ul
                      id={`region-${entry.region.id}`}
                      className="mh-choices mh-area__sublist"
                      hidden={!openRegions.has(entry.region.id)}
                    >
                      {entry.prefectures.map((prefecture) => (
                        <li key={prefecture.id} className="mh-choices__item">
                          <Choice
                            type="radio"
                            name="prefecture"
                            value={prefecture.id}
                            checked={selected === prefecture.id}
                            onChange={() => choose(prefecture.id)}
                            label={prefecture[lang]}
                          />
                        </li>
                      ))}
                    </ul>
                  </li>
                ),
              )}
            </ul>
          </fieldset>
          <Button type="submit" block disabled={!canRegister}>
            {state.saving ? t('saving') : t('register')}
          </Button>
        </form>
      )}
    </section>
  );
}
