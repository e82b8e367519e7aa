/// Where the baselines of a view's text are, from its font as UIKit's system font measures it:
/// an ascender of 0.952 and a descender of 0.241 of the point size (one line is 1.193 of it tall:
/// 20.29 points at 17). A single line is centred in the view, its top offset rounded down to a
/// whole point, so in a label as tall as its text (Xcode sizes labels to their text, rounded up)
/// the first baseline is an ascender below the top; a label of several lines fills its height,
/// its first baseline an ascender below its top and its last a descender above its bottom.
/// Buttons and text fields centre their one line.
///
/// What the frames Xcode stored show (the 47 baseline constraints between views of 12 projects
/// whose frames Xcode did not mark misplaced): a 12-point label 15 tall beside a 14-point one 17
/// tall has its baseline 2 points lower, beside a 15-point one 18 tall 3 points (centring the
/// line exactly would give 1.7 and 2.6); a button 100 tall beside one 30 tall, 35 points lower;
/// a 15-point label's first baseline 60 points above the last of a 78-point-tall multi-line label
/// of the same font. The font's own face is not modelled: every font is measured as the system's.
enum IBBaselines {
    static let ascender = 0.952, descender = 0.241

    /// The first baseline's distance from the top and the last one's from the bottom of a view showing `text`, `height` tall.
    static func offsets(of text: IBText, height: Double) -> (firstFromTop: Double, lastFromBottom: Double) {
        let ascent = ascender * text.pointSize, descent = descender * text.pointSize, line = ascent + descent
        if text.numberOfLines != 1 && height > 1.5 * line {
            return (ascent, descent)
        }
        let first = (text.centresExactly ? (height - line) / 2 : ((height - line) / 2).rounded(.down)) + ascent
        return (first, height - first)
    }
}
