import { QueryState } from "#app/components/query-state.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useEnquiries } from "../api/get-enquiries.ts";

/** Enquiries from the landing page's Partner With Us form, newest first (DECISIONS.md). */
export function EnquiriesList() {
  const enquiries = useEnquiries();
  const rows = [...(enquiries.data ?? [])].sort(
    (a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime(),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle id="enquiries-heading">Enquiries</CardTitle>
        <CardDescription>
          Messages from the Partner With Us form on the home page, newest first.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={enquiries} loadingLabel="Loading enquiries">
          {rows.length === 0 ? (
            <EmptyState className="py-4">No enquiries yet.</EmptyState>
          ) : (
            <ul className="grid gap-3" aria-labelledby="enquiries-heading">
              {rows.map((enquiry) => (
                <li key={enquiry.id} className="rounded-md border border-slate-200 p-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-semibold text-slate-900">
                      {enquiry.fullName} · {enquiry.companyName}
                    </p>
                    <p className="text-sm text-slate-600">{formatDateTime(enquiry.createdAt)}</p>
                  </div>
                  <p className="text-sm text-slate-700">
                    {enquiry.role} · Company size {enquiry.companySize} ·{" "}
                    <a className="text-brand-700 underline" href={`mailto:${enquiry.email}`}>
                      {enquiry.email}
                    </a>{" "}
                    ·{" "}
                    <a className="text-brand-700 underline" href={`tel:${enquiry.phone.replace(/\s+/g, "")}`}>
                      {enquiry.phone}
                    </a>
                  </p>
                  {enquiry.message ? (
                    <p className="mt-2 whitespace-pre-line text-slate-800">{enquiry.message}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
