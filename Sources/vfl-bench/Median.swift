extension Array where Element == Double {
    /// The middle value of the measurements (the upper one of an even count), steadier than their mean on a noisy machine.
    var median: Double {
        sorted()[count / 2]
    }
}
