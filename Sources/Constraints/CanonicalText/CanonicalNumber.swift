/// The one way numbers are written in canonical constraint text, VFL and every
/// other output of the package.
public enum CanonicalNumber {
    /// The shortest text that reads back as exactly `value`: `20`, `0.5`, `-8`,
    /// never `20.0`; negative zero is written `0`.
    public static func text(for value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}
