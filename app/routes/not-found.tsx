import { unlistedPageMeta } from "#app/config/site.ts";

export const meta = () => unlistedPageMeta("Page not found");

/** Any unmatched path [1§2]. */
export default function NotFoundPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 text-slate-700">Did you forget to add the page to the router?</p>
      <a href="/" className="mt-6 inline-block text-brand-700 underline">
        Back to Home
      </a>
    </main>
  );
}
