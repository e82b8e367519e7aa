/// The one way numbers are written in canonical constraint text, VFL and every
/// other output of the package.
public enum CanonicalNumber {
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
}
