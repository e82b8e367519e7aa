/// What one client of the playground may ask of it: the text is untrusted,
/// so every request is bounded in size and time, and the work in flight in
/// number, which bounds the server's memory.
public struct PlaygroundLimits: Sendable {
    /// The largest request body, in bytes; a larger one is refused with 413 before it is read.
    public var maxBodyBytes: Int
    /// How long a request may wait for its turn and be worked on; past it, 408.
    public var timeLimit: Duration
    /// How many requests are worked on at once (each on its own thread).
    public var concurrentWork: Int
    /// How many more may wait for their turn; past it, 503 at once.
    public var waitingRequests: Int
    /// How long a connection may stay idle (a client that stops sending) before it is closed.
    public var idleTimeout: Duration

    public init(
        maxBodyBytes: Int = 1 << 20, timeLimit: Duration = .seconds(20), concurrentWork: Int = 2, waitingRequests: Int = 256,
        idleTimeout: Duration = .seconds(30)
    ) {
        self.maxBodyBytes = maxBodyBytes
        self.timeLimit = timeLimit
        self.concurrentWork = concurrentWork
        self.waitingRequests = waitingRequests
        self.idleTimeout = idleTimeout
    }
}
