/// The version of the JSON documents the package writes, given in each as
/// `"schemaVersion"`: `MAJOR.MINOR`, described by the JSON Schemas in
/// `docs/schema/vMAJOR/`. A minor version adds keys a reader may ignore; a
/// major version changes or removes some, with new schemas beside the old.
public enum JSONSchemaVersion {
    /// The version every document is written in.
    public static let current = "1.1"
}
