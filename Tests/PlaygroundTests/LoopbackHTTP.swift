import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain HTTP/1.1 client on loopback, written on sockets so that a test can
/// send what no well-behaved client would (a body larger than it says, a
/// request that is not HTTP) and hold many requests open at once.
struct LoopbackHTTP {
    /// What came back.
    struct Answer {
        let status: Int
        let headers: [String: String]
        let body: Data

        var text: String { String(decoding: body, as: UTF8.self) }
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let port: Int

    /// A request's bytes: `method path`, a JSON content type when there is a body, and `Connection: close`.
    static func request(_ method: String, _ path: String, body: Data? = nil, headers: [String] = []) -> Data {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        if let body { head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        for header in headers { head += header + "\r\n" }
        return Data((head + "\r\n").utf8) + (body ?? Data())
    }

    /// A connected socket, with a receive timeout.
    func connect() throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(errno)") }
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(socket)
            throw Failure(description: "connect: \(errno)")
        }
        return socket
    }

    /// Writes all of `data`; a server that closes early makes it stop quietly (the answer says why).
    static func send(_ data: Data, on socket: Int32) {
        data.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let count = Glibc.send(socket, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
                if count <= 0 { return }
                sent += count
            }
        }
    }

    /// Reads until the server closes, and parses the answer.
    static func receive(on socket: Int32) throws -> Answer {
        defer { close(socket) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            data.append(buffer, count: count)
        }
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(description: "no HTTP answer (\(data.count) bytes)")
        }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusLine = head.first?.split(separator: " ") ?? []
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure(description: "bad status line: \(head.first ?? "")") }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Answer(status: status, headers: headers, body: Data(data[split.upperBound...]))
    }

    /// One request and its answer.
    func exchange(_ request: Data) throws -> Answer {
        let socket = try connect()
        Self.send(request, on: socket)
        return try Self.receive(on: socket)
    }

    /// A POST of a JSON object to `/api/endpoint`.
    func post(_ endpoint: String, _ body: [String: Any]) throws -> Answer {
        try exchange(Self.request("POST", "/api/\(endpoint)", body: try JSONSerialization.data(withJSONObject: body)))
    }
}
