import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import ComingSoonPage from "#app/routes/public/coming-soon.tsx";
import SitemapPage from "#app/routes/public/sitemap.tsx";
import TeamPage from "#app/routes/public/team.tsx";
import TutorsPage from "#app/routes/public/tutors.tsx";

function renderAt(initialEntries: string[]) {
  const router = createMemoryRouter(
    [
      { path: "/sitemap", element: <SitemapPage /> },
      { path: "/coming-soon", element: <ComingSoonPage /> },
      { path: "/services/subjects", element: <h1>Subjects page</h1> },
      { path: "/services/tutors", element: <TutorsPage /> },
      { path: "/about/team", element: <TeamPage /> },
      {
        path: "/services/pricing",
        element: (
          <main>
            <h1>Pricing page</h1>
            <Link to="/coming-soon">Curriculum</Link>
          </main>
        ),
      },
    ],
    { initialEntries },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe("Sitemap page", () => {
  it("links to exactly the pages the service lists, /contact and /services/overview as landing sections", () => {
    renderAt(["/sitemap"]);
    const hrefs = screen
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"))
      .sort();
    expect(hrefs).toEqual(
      [
        "/",
        "/auth",
        "/#contact",
        "/about/our-story",
        "/about/mission-values",
        "/about/team",
        "/services/how-it-works",
        "/#services",
        "/services/subjects",
        "/services/tutors",
        "/services/pricing",
        "/services/guarantees",
        "/benefits/employers",
        "/benefits/employees",
        "/privacy-policy",
        "/terms-of-service",
        "/admin",
        "/dashboard",
        "/student",
      ].sort(),
    );
    expect(screen.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/admin");
    expect(screen.getByRole("link", { name: "Tutor Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByRole("link", { name: "Student Dashboard" })).toHaveAttribute("href", "/student");
  });
});

describe("Coming Soon page", () => {
  it("shows September 2025 and Go Back returns to the page the visitor came from", async () => {
    const { router, user } = renderAt(["/services/pricing"]);
    await user.click(screen.getByRole("link", { name: "Curriculum" }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("September 2025");
    await user.click(screen.getByRole("button", { name: "Go Back" }));
    expect(await screen.findByRole("heading", { name: "Pricing page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/services/pricing");
  });

  it("Go Back leads to the subjects when the visitor opened the page directly", async () => {
    const { router, user } = renderAt(["/coming-soon"]);
    await user.click(screen.getByRole("button", { name: "Go Back" }));
    expect(await screen.findByRole("heading", { name: "Subjects page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/services/subjects");
  });
});

describe("Teachers and team pages", () => {
  /** The drawn portrait beside the heading that names a person's role. */
  function portraitOf(role: string) {
    const card = screen.getByRole("heading", { name: role }).closest("li");
    return card?.querySelector("svg")?.outerHTML;
  }

  it("show the science co-founder with the same portrait, and no one else with it", () => {
    renderAt(["/services/tutors"]);
    const onTutors = portraitOf("Science Specialist and Co-founder");
    const otherSpecialist = portraitOf("Mathematics & Physics Specialist");
    cleanup();
    renderAt(["/about/team"]);
    expect(onTutors).toBeDefined();
    expect(portraitOf("Co-founder and Head of Science")).toBe(onTutors);
    expect(portraitOf("Co-founder and Director of Education")).not.toBe(onTutors);
    expect(otherSpecialist).not.toBe(onTutors);
  });
});
