/// A fuzz harness: one function that checks the package on any bytes. The
/// protocol gives every harness both of its entries, so a harness file only
/// names them: libFuzzer's (`LLVMFuzzerTestOneInput`, which must be a C symbol
/// of the executable) and the replay tool's `main` of a plain build.
///
///     @_cdecl("LLVMFuzzerTestOneInput")
///     public func fuzzLog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { LogHarness.testOneInput(data, size) }
///
///     #if !FUZZING
///     @main extension LogHarness {}
///     #endif
public protocol FuzzHarness {
    /// Checks the package on `bytes`; a failed property stops the run (`fuzzCheck`).
    static func run(_ bytes: [UInt8])
}

extension FuzzHarness {
    /// libFuzzer's entry: the input as bytes, run once.
    public static func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
        run(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }

    /// A plain build's entry: every input file named on the command line, run once (`FuzzReplay`).
    public static func main() {
        FuzzReplay.main(run)
    }
}
