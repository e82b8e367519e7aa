import Constraints

/// Why the API answered with something other than a result: an HTTP status
/// and a sentence, sent as `{"error": {"status": …, "message": …}}`.
struct APIError: Error, Equatable {
    /// The HTTP status code.
    let status: Int
    let message: String

    init(_ status: Status, _ message: String) {
        self.status = status.rawValue
        self.message = message
    }

    /// The statuses the API answers with.
    enum Status: Int {
        /// The request is not what an endpoint takes (malformed JSON, an unknown notation).
        case badRequest = 400
        /// No such endpoint or page.
        case notFound = 404
        /// The request took longer than its time limit.
        case requestTimeout = 408
        /// The request's body is over the size limit.
        case contentTooLarge = 413
        /// The text was read, but what was asked cannot be done with it (a scene converted, no container size).
        case unprocessableContent = 422
        /// Too many requests are waiting already.
        case serviceUnavailable = 503
        /// The server failed; never expected.
        case internalServerError = 500
    }

    /// The JSON body.
    var json: String { Self.json(status: status, message: message) }

    /// The JSON body of an error with any status.
    static func json(status: Int, message: String) -> String {
        struct Body: Encodable {
            struct Inner: Encodable {
                let status: Int
                let message: String
            }
            let error: Inner
        }
        // Two strings and an integer always encode.
        return (try? JSONText.encode(Body(error: .init(status: status, message: message)), compact: true)) ?? "{}"
    }
}
