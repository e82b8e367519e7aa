import Hummingbird

/// Every file the page is made of, compiled into the binary: the playground
/// works offline and reads nothing from the file system.
enum PageAsset: CaseIterable {
    case markup
    case style
    case script

    /// The path the page asks for it by.
    var path: String {
        switch self {
        case .markup: return "/"
        case .style: return "/playground.css"
        case .script: return "/playground.js"
        }
    }

    var contentType: String {
        switch self {
        case .markup: return "text/html; charset=utf-8"
        case .style: return "text/css; charset=utf-8"
        case .script: return "text/javascript; charset=utf-8"
        }
    }

    var text: String {
        switch self {
        case .markup: return PageMarkup.text
        case .style: return PageStyle.text
        case .script: return PageScript.text
        }
    }

    /// What the page may load and run: only its own files, and pictures written inline.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    var response: Response {
        Response(
            status: .ok,
            headers: [.contentType: contentType, .cacheControl: "no-cache", .contentSecurityPolicy: Self.contentSecurityPolicy],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
