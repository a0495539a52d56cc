/**
 * The port through which a service runs writes of several repositories as one transaction (decision 052):
 * the container passes a function that opens the transaction and hands `work` the repositories bound to
 * it, so the service never holds a database handle.
 */
export type Transaction<Repositories> = <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;
