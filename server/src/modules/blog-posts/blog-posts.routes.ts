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
} from "#shared/schemas/blog-posts.ts";
import { idParamsSchema } from "#shared/schemas/common.ts";
import { z } from "#shared/zod.ts";
import { AppError } from "../../errors.ts";
import { writerOf } from "../../http/owned-writes.ts";
import { deniedResponses, errorResponses, publicAccess, tutorAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
import { signInToCreateBlogPost } from "./blog-posts.errors.ts";

/** Who reads: the signed-in account, or nobody on a public read. */
const readerOf = (request: FastifyRequest) => request.auth?.user;

export default async function blogPostsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const posts = app.deps.services.blogPosts;

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
    async (request) => posts.list({ reader: readerOf(request) }),
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
    async (request) => posts.findBySlug(request.params.slug, readerOf(request)),
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
    async (request) => posts.findById(request.params.id, readerOf(request)),
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
    async (request) => posts.preview(request.body.content),
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
      const created = await posts.create(currentUser(request).id, request.body);
      return reply.code(201).send(created);
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
    async (request) => posts.update(writerOf(request), request.params.id, request.body),
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
      await posts.delete(writerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
