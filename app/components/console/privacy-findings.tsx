import { Form } from "react-router";
import {
  PERSONAL_DATA_GROUPS,
  type FoundLogEntry,
  type LeadKind,
  type PersonalData,
  type PersonalDataGroup,
} from "#app/modules/privacy/privacy-records.ts";
import { formatDateTime, formatDetails, formatPhone } from "./privacy-format.ts";
import { PrivacyLeadCard, type CorrectionNotice } from "./privacy-lead-card.tsx";
import { PRIVACY_MESSAGES as M } from "#app/languages/en/console/privacy.ts";
import { SubjectInputs, type SubjectValues } from "./privacy-search-form.tsx";

/**
 * Everything a search found, grouped by where it lives, with the two things to do with it: send the
 * person a copy, or review an erasure (styled by privacy.css).
 */
export function PrivacyFindings({
  found,
  subject,
  correctable,
  notice,
}: {
  found: PersonalData;
  subject: SubjectValues;
  correctable: Record<LeadKind, readonly string[]>;
  notice: CorrectionNotice | null;
}) {
  const withRecords = PERSONAL_DATA_GROUPS.filter((group) => found[group].length > 0);
  const empty = PERSONAL_DATA_GROUPS.filter((group) => found[group].length === 0);
  const total = withRecords.reduce((sum, group) => sum + found[group].length, 0);
  const erasable = withRecords.some((group) => group !== "staffAccounts");
  const searchedFor = [subject.phone ? formatPhone(subject.phone) : null, subject.email]
    .filter(Boolean)
    .join(" · ");

  return (
    <section aria-labelledby="privacy-found-heading" className="privacy-found">
      <h2 id="privacy-found-heading" tabIndex={-1}>
        {M.foundHeading}
      </h2>
      <p role="status">{M.foundSummary(total, withRecords.length)}</p>
      <p className="console-muted">
        {M.searchedFor}: <strong>{searchedFor}</strong>
      </p>

      <div className="privacy-actions">
        <section className="console-card" aria-labelledby="privacy-export-heading">
          <h3 id="privacy-export-heading">{M.exportHeading}</h3>
          <p>{M.exportNote}</p>
          {/* A plain post (no client routing): the answer is a file download. */}
          <Form method="post" action="/sales/privacy/export.json" reloadDocument>
            <SubjectInputs subject={subject} />
            <button type="submit" className="console-button">
              {M.exportButton}
            </button>
          </Form>
        </section>
        {erasable ? (
          <section className="console-card" aria-labelledby="privacy-erase-heading">
            <h3 id="privacy-erase-heading">{M.eraseHeading}</h3>
            <p>{M.eraseNote}</p>
            <Form method="post">
              <SubjectInputs subject={subject} />
              <button
                type="submit"
                name="intent"
                value="review-erase"
                className="console-button privacy-button--danger"
              >
                {M.reviewErase}
              </button>
            </Form>
          </section>
        ) : null}
      </div>

      {withRecords.map((group) => (
        <section key={group} className="console-card" aria-labelledby={`privacy-group-${group}`}>
          <h3 id={`privacy-group-${group}`}>
            {M.groups[group]} <span className="privacy-count">({found[group].length})</span>
          </h3>
          <GroupRecords
            group={group}
            found={found}
            subject={subject}
            correctable={correctable}
            notice={notice}
          />
        </section>
      ))}

      {empty.length > 0 ? (
        <div className="privacy-empty">
          <p>{M.nothingIn}</p>
          <ul>
            {empty.map((group) => (
              <li key={group}>{M.groups[group]}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function GroupRecords({
  group,
  found,
  subject,
  correctable,
  notice,
}: {
  group: PersonalDataGroup;
  found: PersonalData;
  subject: SubjectValues;
  correctable: Record<LeadKind, readonly string[]>;
  notice: CorrectionNotice | null;
}) {
  switch (group) {
    case "leads":
      return (
        <div className="privacy-leads">
          {found.leads.map((lead) => {
            const key = `${lead.kind}:${lead.id}`;
            return (
              <PrivacyLeadCard
                key={`${key}:${lead.version}`}
                lead={lead}
                subject={subject}
                correctable={correctable[lead.kind]}
                notice={notice?.leadKey === key ? notice : null}
              />
            );
          })}
        </div>
      );
    case "otpCodes":
      return (
        <ul className="privacy-list">
          {found.otpCodes.map((code) => (
            <li key={code.id}>
              {formatDateTime(code.createdAt)} · {code.status} · {code.clientIp}
            </li>
          ))}
        </ul>
      );
    case "phoneVerifications":
      return (
        <ul className="privacy-list">
          {found.phoneVerifications.map((v, i) => (
            <li key={i}>
              {formatDateTime(v.createdAt)} · {v.method}
              {v.usedAt ? ` · used ${formatDateTime(v.usedAt)}` : ""}
            </li>
          ))}
        </ul>
      );
    case "wrongCodeCounters":
      return (
        <ul className="privacy-list">
          {found.wrongCodeCounters.map((c, i) => (
            <li key={i}>
              {c.consecutiveFailures} · {formatDateTime(c.lastFailedAt)}
            </li>
          ))}
        </ul>
      );
    case "notifications":
      return (
        <ul className="privacy-list">
          {found.notifications.map((n) => (
            <li key={n.id}>
              {M.lead[n.leadKind](n.leadId)} · {n.channel} · {n.status} · {formatDateTime(n.createdAt)}
            </li>
          ))}
        </ul>
      );
    case "leadEvents":
    case "auditEntries":
    case "alerts":
      return <LogEntries entries={found[group]} />;
    case "signInLimitHits":
      return (
        <ul className="privacy-list">
          {found.signInLimitHits.map((hit, i) => (
            <li key={i}>{formatDateTime(hit.at)}</li>
          ))}
        </ul>
      );
    case "staffAccounts":
      return (
        <ul className="privacy-list">
          {found.staffAccounts.map((s) => (
            <li key={s.id}>
              {s.name} · {s.email} · {s.role}
            </li>
          ))}
        </ul>
      );
  }
}

function LogEntries({ entries }: { entries: readonly FoundLogEntry[] }) {
  return (
    <ul className="privacy-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          {formatDateTime(entry.at)} · {entry.kind} · {entry.subject}
          <code className="privacy-details">{formatDetails(entry.details)}</code>
        </li>
      ))}
    </ul>
  );
}
