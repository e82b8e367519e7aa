/// Parses a VFL format into its syntax tree (`VisualFormat`) without
/// resolving any name: what a tool reads when it has no views dictionary.
/// The errors are Apple's syntax errors, with Apple's caret.
public struct VisualFormatParser {
    /// Parses `format` into its syntax tree, or throws the first syntax error.
    public static func parse(_ format: String) throws(VisualFormatError) -> VisualFormat {
        var reader = VisualFormatReader(format, builder: VisualFormatTreeBuilder(format: format))
        try reader.read()
        return reader.builder.tree
    }
}
