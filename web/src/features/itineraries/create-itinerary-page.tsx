import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_ITINERARY_TITLE, isDefaultItineraryTitle } from '@culturalink/common/itinerary-title';
import {
  ITINERARY_DESCRIPTION_MAX_LENGTH,
  ITINERARY_TIPS_MAX_LENGTH,
  ITINERARY_TITLE_MAX_LENGTH,
} from '@culturalink/common/limits';
import { isWordedForPeople, readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast-context';
import { useUploadProgress } from '../../ui/upload-progress';
import { CurrencySelect } from '../currency';
import { MapModeToggle } from '../map';
import { MapPanel } from '../map';
import { letterStops, type LatLng } from '../map';
import { useMapMode } from '../map';
import { useMemberLocation } from '../map';
import { CreateItineraryDocument } from './api/itinerary-mutations';
import { CoverPicker } from './cover-picker';
import { EditableText } from './editable-text';
import { DEFAULT_CURRENCY, FILL_ALL, SAVE_FAILED, itineraryFormComplete, settleTitle } from './itinerary-form';
import { toStopInput, type StopDraft } from './stop-draft';
import { StopModal } from './stop-modal';
import { StopsGrid } from './stops-grid';
import { LeaveGuard, isDirty, useDraft } from '../drafts';
import './itineraries.css';
import '../../ui/text-field.css';

/** The create screen's fields as kept on the device (stops without a newly picked photo file). */
interface ItineraryDraft {
  title: string;
  description: string;
  tips: string;
  budget: string;
  currency: string;
  stops: StopDraft[];
}

const EMPTY_DRAFT: ItineraryDraft = {
  title: DEFAULT_ITINERARY_TITLE,
  description: '',
  tips: '',
  budget: '',
  currency: DEFAULT_CURRENCY,
  stops: [],
};

/** A new itinerary: cover, title, description, tips, budget and currency, stops on the map; Save returns to the home. */
export function CreateItineraryPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const member = useMemberLocation();
  const map = useMapMode();
  const ids = { description: useId(), tips: useId() };
  // Everything typed, stops included, is kept on the device per member until saved (the cover picture is not).
  const [draft, setDraft, clearDraft] = useDraft<ItineraryDraft>('create-itinerary', EMPTY_DRAFT);
  const { title, description, tips, budget, currency } = draft;
  // a photo picked for a stop is a File in the page; the kept draft holds none (JSON turns it into {})
  const stops = draft.stops.map((stop) =>
    stop.photo && !(stop.photo instanceof File) ? { ...stop, photo: null } : stop,
  );
  const field =
    <K extends keyof ItineraryDraft>(name: K) =>
    (update: ItineraryDraft[K] | ((current: ItineraryDraft[K]) => ItineraryDraft[K])) =>
      setDraft((current) => ({
        ...current,
        [name]:
          typeof update === 'function'
            ? (update as (value: ItineraryDraft[K]) => ItineraryDraft[K])(current[name])
            : update,
      }));
  const [setTitle, setDescription, setTips, setBudget, setCurrency, setStops] = [
    field('title'),
    field('description'),
    field('tips'),
    field('budget'),
    field('currency'),
    field('stops'),
  ];
  const [cover, setCover] = useState<File | null>(null);
  const [editing, setEditing] = useState<StopDraft | 'new' | null>(null);
  const [focus, setFocus] = useState<LatLng | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [create, { loading }] = useMutation(CreateItineraryDocument);
  const upload = useUploadProgress();
  const lettered = letterStops(stops, member);
  // Saved: the draft is dropped first, so the leave guard lets the way back to the itineraries pass.
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (saved) navigate('/itinerary');
  }, [saved, navigate]);

  const save = async () => {
    const budgetValue = budget.trim() === '' ? 0 : Number(budget);
    if (!itineraryFormComplete({ title, description, tips }) || !Number.isFinite(budgetValue) || budgetValue < 0) {
      setInvalid(true);
      toast.error(FILL_ALL, 5000);
      return;
    }
    try {
      const { data } = await create({
        variables: {
          input: {
            title: title.trim(),
            description: description.trim(),
            tips: tips.trim(),
            totalBudget: { amount: budgetValue, currencyCode: currency },
            stops: stops.map(toStopInput),
          },
          cover,
        },
        refetchQueries: ['Itineraries', 'MyItineraries'],
        context: cover ? upload.start() : undefined,
      });
      resultOf(data?.createItinerary, 'itinerary');
      clearDraft();
      setCover(null);
      toast.success('Itinerary saved.');
      setSaved(true);
    } catch (error) {
      const info = readApiError(error);
      toast.error(isWordedForPeople(info) ? info.message : SAVE_FAILED);
    } finally {
      upload.done();
    }
  };

  return (
    <div className={`itinerary-layout itinerary-layout--${map.mode}`}>
      <LeaveGuard
        when={(isDirty(draft, EMPTY_DRAFT) || cover !== null) && !saved}
        message="This itinerary is not saved yet. It stays here as a draft on this device (without its cover picture)."
      />
      <form
        className="itinerary"
        aria-label="Create itinerary"
        onSubmit={(event) => (event.preventDefault(), void save())}
        noValidate
      >
        <CoverPicker
          currentUrl={null}
          editable
          onPick={setCover}
          busy={loading}
          progress={upload.progress}
          onCancel={upload.cancel}
        />
        <EditableText
          label="Itinerary title"
          className="itinerary__title"
          value={title}
          display={<span className={isDefaultItineraryTitle(title) ? 'is-placeholder' : ''}>{title}</span>}
          editable
          heading
          maxLength={ITINERARY_TITLE_MAX_LENGTH}
          onSave={(text) => setTitle(settleTitle(text))}
        />
        <div className={`field ${invalid && !description.trim() ? 'field--invalid' : ''}`}>
          <label className="field__label" htmlFor={ids.description}>
            Description
          </label>
          <textarea
            id={ids.description}
            className="field__input"
            rows={3}
            maxLength={ITINERARY_DESCRIPTION_MAX_LENGTH}
            placeholder="Tell us about yourself"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            aria-invalid={invalid && !description.trim() ? true : undefined}
          />
        </div>
        <div className={`field ${invalid && !tips.trim() ? 'field--invalid' : ''}`}>
          <label className="field__label" htmlFor={ids.tips}>
            General Tips
          </label>
          <textarea
            id={ids.tips}
            className="field__input"
            rows={4}
            maxLength={ITINERARY_TIPS_MAX_LENGTH}
            placeholder="One tip per line; **bold** with double asterisks"
            value={tips}
            onChange={(event) => setTips(event.target.value)}
            aria-invalid={invalid && !tips.trim() ? true : undefined}
          />
        </div>
        <fieldset className="itinerary__budget">
          <legend>Budgeting</legend>
          <TextField
            label="Total budget"
            inputMode="decimal"
            value={budget}
            onChange={(event) => setBudget(event.target.value)}
            placeholder="0"
            error={invalid && budget.trim() !== '' && !(Number(budget) >= 0)}
          />
          <CurrencySelect value={currency} onChange={setCurrency} />
        </fieldset>
        <section className="itinerary__section" aria-labelledby="stops-heading">
          <header className="itinerary__section-header">
            <h2 id="stops-heading">Stops</h2>
            <MapModeToggle mode={map.mode} unavailable={map.unavailable} onChoose={map.choose} />
            <Button size="sm" onClick={() => setEditing('new')}>
              Add New Stop
            </Button>
          </header>
          <StopsGrid
            stops={lettered}
            onEdit={setEditing}
            onFocus={map.mode === 'map' ? setFocus : undefined}
            mapLinks={map.mode === 'list'}
          />
        </section>
        <div className="itinerary__save">
          <Button type="submit" busy={loading} size="lg">
            {loading ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
      {map.mode === 'map' && <MapPanel stops={lettered} member={member} focus={focus} onUnavailable={map.fail} />}
      {editing && (
        <StopModal
          stop={editing === 'new' ? null : editing}
          draftName={`stop-form.create.${editing === 'new' ? 'new' : editing.id}`}
          currency={currency}
          onClose={() => setEditing(null)}
          onPlaceFocus={setFocus}
          onSave={(stop) =>
            setStops((current) =>
              current.some((entry) => entry.id === stop.id)
                ? current.map((entry) => (entry.id === stop.id ? stop : entry))
                : [...current, stop],
            )
          }
          onDelete={(stop) => setStops((current) => current.filter((entry) => entry.id !== stop.id))}
        />
      )}
    </div>
  );
}
