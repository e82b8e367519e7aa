import Constraints

/// One line of benchmark output: a JSON object with its keys sorted, written
/// on one line. Numbers that are not finite are written as `null`.
struct BenchRecord: Encodable {
    /// A field's value.
    enum Value: Encodable {
        case string(String)
        case integer(Int)
        case number(Double)
        case flag(Bool)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let text): try container.encode(text)
            case .integer(let value): try container.encode(value)
            case .number(let value) where value.isFinite: try container.encode(value)
            case .number: try container.encodeNil()
            case .flag(let value): try container.encode(value)
            }
        }
    }

    private let fields: [String: Value]

    init(_ fields: [String: Value]) { self.fields = fields }

    /// Prints the record as one line of JSON.
    func emit() {
        // Every value encodes, so encoding cannot fail.
        let text = (try? JSONText.encode(fields, compact: true)) ?? "{}"
        print(text)
    }

    func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
    }
}

extension Duration {
    /// The duration in seconds, as a double.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
