import Foundation
import Hummingbird
import Logging
import NIOCore

/// `vfl-tool serve`: one page and the JSON API (`PlaygroundAPI`) on a local
/// HTTP server, by default on the loopback address only, so that nothing
/// pasted leaves the machine. Every asset is in the binary (`PageAsset`);
/// nothing is read from the file system. Requests are untrusted: bodies are
/// limited in size, work in time and number (`PlaygroundLimits`), and every
/// error is JSON with its status.
public struct PlaygroundServer: Sendable {
    /// The address to listen on: `127.0.0.1` unless asked otherwise.
    public let host: String
    /// The port; 0 lets the system choose one (said to `run`'s `onStart`).
    public let port: Int
    public let limits: PlaygroundLimits

    public init(host: String = "127.0.0.1", port: Int = 8080, limits: PlaygroundLimits = PlaygroundLimits()) {
        self.host = host
        self.port = port
        self.limits = limits
    }

    /// Serves until the process is interrupted (SIGINT, SIGTERM); `onStart`
    /// is told the page's address once the server listens.
    public func run(onStart: @escaping @Sendable (_ address: String) -> Void) async throws {
        let host = host
        let application = Application(
            router: router(),
            server: .http1(configuration: .init(idleTimeout: TimeAmount.nanoseconds(Self.nanoseconds(limits.idleTimeout)))),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "vfl-tool"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                onStart("http://\(host.contains(":") ? "[\(host)]" : host):\(port)/")
            },
            logger: Self.quietLogger())
        try await application.runService()
    }

    /// The routes: the page's assets, and one POST per endpoint of the API.
    func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: JSONErrorMiddleware())
        for asset in PageAsset.allCases {
            router.get(RouterPath(asset.path)) { _, _ in asset.response }
        }
        let gate = WorkGate(slots: limits.concurrentWork, queueLimit: limits.waitingRequests)
        let limits = limits
        router.post("/api/:endpoint") { request, context -> Response in
            let deadline = ContinuousClock.now + limits.timeLimit
            let endpoint = context.parameters.get("endpoint") ?? ""
            guard let body = try await Self.body(of: request, limit: limits.maxBodyBytes) else {
                return Self.json(APIError(.contentTooLarge, "the request is larger than \(limits.maxBodyBytes) bytes"))
            }
            do {
                let (status, json) = try await gate.run(deadline: deadline) { PlaygroundAPI.respond(endpoint: endpoint, body: body) }
                return Self.json(status: status, json)
            } catch WorkGate.Refusal.busy {
                return Self.json(APIError(.serviceUnavailable, "too many requests are waiting; try again"))
            } catch {
                return Self.json(APIError(.requestTimeout, "the request took longer than \(limits.timeLimit)"))
            }
        }
        return router
    }

    /// The request's body, or `nil` when it is over `limit` bytes (by its
    /// `Content-Length`, before reading, or as it arrives).
    private static func body(of request: Request, limit: Int) async throws -> Data? {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit { return nil }
        do {
            return Data(try await request.body.collect(upTo: limit).readableBytesView)
        } catch is NIOTooManyBytesError {
            return nil
        }
    }

    static func json(_ error: APIError) -> Response {
        json(status: error.status, error.json)
    }

    static func json(status: Int, _ json: String) -> Response {
        Response(
            status: HTTPResponse.Status(code: status),
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: json)))
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let components = duration.components
        return components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    }

    /// The server's own log: warnings and worse, so the terminal shows the address and not every request.
    private static func quietLogger() -> Logger {
        var logger = Logger(label: "vfl-tool serve")
        logger.logLevel = .warning
        return logger
    }
}
