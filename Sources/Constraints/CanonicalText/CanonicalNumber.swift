/// The one way numbers are written in canonical constraint text, VFL, JSON's
/// sentences, pictures and every other output of the package.
///
/// The policy: a number the input gave, or a frame the engine computed, is
/// written exactly (`Precision.exact`), so that output reads back as what was
/// read; a value solved from others and put in a sentence for a person is
/// rounded to 4 decimals (`.solved`: `308.8975`, not `308.89750000000004`);
/// a coordinate in a picture is rounded to hundredths of a pixel (`.pixels`),
/// and one that is not finite is drawn at 0. JSON numbers are JSON's own
/// (`JSONEncoder`: the shortest text that reads back exactly).
public enum CanonicalNumber {
    /// How close to the value the text must be.
    public enum Precision: Sendable {
        /// The value itself.
        case exact
        /// Four decimals, for solved values in sentences; a value smaller than that is kept as it is.
        case solved
        /// Two decimals, for coordinates in pictures; not-finite values are 0.
        case pixels
    }

    /// The shortest text that reads back as exactly `value`: `20`, `0.5`, `-8`,
    /// `1000000000000000`, `1e+16`, never `20.0`; negative zero is written `0`.
    ///
    /// Integers below 1e16 print as digits (Swift's own description would add
    /// `.0` from 1e15 up); from 1e16 on it is exponential and has no `.0`.
    public static func text(for value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e16 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// `value` rounded as `precision` says, then written as `text(for:)` writes it.
    public static func text(for value: Double, _ precision: Precision) -> String {
        switch precision {
        case .exact:
            return text(for: value)
        case .solved:
            guard abs(value) >= 1e-4 else { return text(for: value) }
            return text(for: (value * 10_000).rounded() / 10_000)
        case .pixels:
            return text(for: value.isFinite ? (value * 100).rounded() / 100 : 0)
        }
    }
}
