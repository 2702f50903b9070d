import { formatDateTimeIST } from "#app/modules/leads/work/lead-format.ts";
import { eventSentence, LEAD_TEXT, type LeadEventView } from "#app/modules/leads/work/lead-labels.ts";
import { LEAD_MESSAGES as M } from "#app/languages/en/console/inbox.ts";

/** One change or note: what, who, when (the timeline and the conflict message both show these). */
export function LeadEvent({ event }: { event: LeadEventView }) {
  const note = event.kind === "note" && typeof event.details.text === "string" ? event.details.text : null;
  return (
    <>
      <p className="lead-event__what">{eventSentence(event)}</p>
      {note !== null ? <p className="lead-event__note">{note}</p> : null}
      <p className="lead-event__when">
        {event.staffName ?? M.theSystem}, {formatDateTimeIST(event.at)}
      </p>
    </>
  );
}

/** Every change and note, newest first, ending with the lead's arrival. */
export function LeadTimeline({
  events,
  receivedAt,
}: {
  events: readonly LeadEventView[];
  receivedAt: number;
}) {
  return (
    <section className="console-card" aria-labelledby="lead-timeline">
      <h2 id="lead-timeline">{M.timelineHeading}</h2>
      <ol className="lead-timeline">
        {events.map((event, i) => (
          <li key={i} className={`lead-event lead-event--${event.kind}`}>
            <LeadEvent event={event} />
          </li>
        ))}
        <li className="lead-event">
          <p className="lead-event__what">{LEAD_TEXT.received}</p>
          <p className="lead-event__when">{formatDateTimeIST(receivedAt)}</p>
        </li>
      </ol>
    </section>
  );
}
