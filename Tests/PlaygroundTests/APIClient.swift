import Foundation
@testable import Playground

/// The API called as the page calls it, without a server: a JSON body in,
/// the status and the decoded JSON out.
enum APIClient {
    /// The answer to `body` posted to `/api/endpoint`.
    static func post(_ endpoint: String, _ body: [String: Any]) throws -> (status: Int, json: [String: Any]) {
        try post(endpoint, raw: JSONSerialization.data(withJSONObject: body))
    }

    /// The answer to the bytes `raw` posted to `/api/endpoint`.
    static func post(_ endpoint: String, raw: Data) throws -> (status: Int, json: [String: Any]) {
        let (status, text) = PlaygroundAPI.respond(endpoint: endpoint, body: raw)
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
        return (status, json)
    }

    /// The text of a field of `json` that is a span of `text`.
    static func text(of span: Any?, in text: String) -> String? {
        guard let span = span as? [String: Int], let start = span["start"], let end = span["end"] else { return nil }
        let utf16 = Array(text.utf16)
        guard start >= 0, end <= utf16.count, start <= end else { return nil }
        return String(decoding: utf16[start ..< end], as: UTF16.self)
    }
}
