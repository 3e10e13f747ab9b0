/**
 * One check in flight at a time, always of the newest drafts (issue 16: the preview follows a
 * change within 300 ms). A change is sent at once when no check is running; while one runs, only
 * the newest change waits, and goes as soon as that answer comes. Every answer is shown, so the
 * preview keeps up while the merchandiser types, rather than waiting for a pause. Nothing is
 * aborted: the server runs checks one at a time, so an aborted request would still cost a turn.
 */
export class LatestCheck<Input, Answer> {
  private running = false;
  private waiting: { readonly input: Input } | undefined;
  private closed = false;

  constructor(
    private readonly run: (input: Input) => Promise<Answer>,
    private readonly show: (answer: Answer) => void,
    private readonly fail: (error: unknown) => void,
  ) {}

  /** Checks `input` now, or after the running check (replacing any input already waiting). */
  submit(input: Input): void {
    this.waiting = { input };
    if (!this.running) void this.next();
  }

  /** Stops showing answers (the component unmounted). */
  close(): void {
    this.closed = true;
    this.waiting = undefined;
  }

  private async next(): Promise<void> {
    const job = this.waiting;
    if (!job || this.closed) return;
    this.waiting = undefined;
    this.running = true;
    try {
      const answer = await this.run(job.input);
      if (!this.closed) this.show(answer);
    } catch (error) {
      // A failure of a check a newer one replaces says nothing about the newer drafts.
      if (!this.closed && !this.waiting) this.fail(error);
    } finally {
      this.running = false;
    }
    await this.next();
  }
}
