/**
 * The blog's API [2§7], DECISIONS.md "Blog": everyone reads published posts, admins and tutors drafts too;
 * admins and tutors write, a tutor changing only their own posts. `authorId` comes from the session and
 * `publishedDate` from the server.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  blogPostBodySchema,
  blogPostPreviewBodySchema,
  blogPostPreviewSchema,
  blogPostSchema,
  blogPostSlugParamsSchema,
  readingMinutes,
} from "#shared/schemas/blog-posts.ts";
import { idParamsSchema } from "#shared/schemas/common.ts";
import { z } from "#shared/zod.ts";
import type { OwnedWriteOutcome } from "../../db/owned-rows.ts";
import { AppError } from "../../errors.ts";
import { unwrapOwnedWrite, writerOf } from "../../http/owned-writes.ts";
import { deniedResponses, errorResponses, publicAccess, tutorAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
import { blogPostNotAuthor, blogPostNotFound, signInToCreateBlogPost } from "./blog-posts.errors.ts";
import { renderMarkdown } from "./blog-posts.markdown.ts";
import { type BlogPostRecord, createBlogPostsRepository } from "./blog-posts.repository.ts";
import { createBlogPost, toBlogPost } from "./blog-posts.service.ts";

/** Admins and tutors manage the blog and so read drafts; families and visitors read published posts. */
function readsDrafts(request: FastifyRequest): boolean {
  const role = request.auth?.user.role;
  return role === "admin" || role === "tutor";
}

export default async function blogPostsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const postsRepo = createBlogPostsRepository(app.deps.database.db);
  const siteUrl = app.deps.config.appUrl;
  const view = (record: BlogPostRecord) => toBlogPost(record, siteUrl);

  const refusals = { notFound: blogPostNotFound, notOwner: blogPostNotAuthor };
  const unwrap = <T>(outcome: OwnedWriteOutcome<T>) => unwrapOwnedWrite(outcome, refusals);

  /** A post the caller may read: a draft is 404 to families and visitors. */
  const readable = (request: FastifyRequest, record: BlogPostRecord | null) => {
    if (!record || (record.status !== "published" && !readsDrafts(request))) throw blogPostNotFound();
    return view(record);
  };

  app.get(
    "/api/blog-posts",
    {
      config: publicAccess,
      schema: {
        description:
          "The blog, newest first (by publishedDate, else createdAt): published posts for everyone, drafts " +
          "too for admins and tutors. Each post carries its Markdown and its sanitised HTML.",
        response: { 200: z.array(blogPostSchema) },
      },
    },
    async (request) => (await postsRepo.list({ includeDrafts: readsDrafts(request) })).map(view),
  );

  app.get(
    "/api/blog-posts/by-slug/:slug",
    {
      config: publicAccess,
      schema: {
        description: "The post at /about/blog/{slug}; a draft is 404 except to admins and tutors.",
        params: blogPostSlugParamsSchema,
        response: { 200: blogPostSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => readable(request, await postsRepo.findBySlug(request.params.slug)),
  );

  app.get(
    "/api/blog-posts/:id",
    {
      config: publicAccess,
      schema: {
        description: "One post; a draft is 404 except to admins and tutors.",
        params: idParamsSchema,
        response: { 200: blogPostSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => readable(request, await postsRepo.findById(request.params.id)),
  );

  app.post(
    "/api/blog-posts/preview",
    {
      config: tutorAccess,
      schema: {
        description:
          "The editor's preview: the Markdown rendered and sanitised exactly as readers will see it, " +
          "with its reading time. Nothing is stored.",
        body: blogPostPreviewBodySchema,
        response: { 200: blogPostPreviewSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request) => ({
      html: renderMarkdown(request.body.content, siteUrl),
      readingMinutes: readingMinutes(request.body.content),
    }),
  );

  app.post(
    "/api/blog-posts",
    {
      config: tutorAccess,
      // [2§5], [2§8]: a visitor who is not signed in is told so in the blog's own words.
      errorHandler: (error, request, reply) =>
        app.errorHandler(
          error instanceof AppError && error.statusCode === 401 ? signInToCreateBlogPost() : error,
          request,
          reply,
        ),
      schema: {
        description:
          "Writes a post by the signed-in admin or tutor under a slug made from its title. `authorId` and " +
          "`publishedDate` in the body are ignored: the author is the session's account, and the date is " +
          "set the first time the post is published.",
        body: blogPostBodySchema,
        response: { 201: blogPostSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const created = await createBlogPost(postsRepo, currentUser(request).id, request.body);
      return reply.code(201).send(view(created));
    },
  );

  app.put(
    "/api/blog-posts/:id",
    {
      config: tutorAccess,
      schema: {
        description:
          "Changes a post: admins any, tutors their own (403 otherwise). The slug and the author are kept; " +
          "publishedDate is set the first time the post is published and kept afterwards.",
        params: idParamsSchema,
        body: blogPostBodySchema,
        response: { 200: blogPostSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) =>
      view(unwrap(await postsRepo.updateAs(writerOf(request), request.params.id, request.body))),
  );

  app.delete(
    "/api/blog-posts/:id",
    {
      config: tutorAccess,
      schema: {
        description: "Deletes a post: admins any, tutors their own (403 otherwise).",
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      unwrap(await postsRepo.deleteAs(writerOf(request), request.params.id));
      return reply.code(204).send(null);
    },
  );
}
