import Constraints

/// Where the baselines of a view's text are, from its font as UIKit's system font measures it:
/// an ascender of 0.952 and a descender of 0.241 of the point size (one line is 1.193 of it tall:
/// 20.29 points at 17). A label's first baseline is an ascender below its top, however tall
/// Xcode drew it: one of 22 points drawn 32.5 tall, or 20, stands with its baseline 21 below
/// its top beside a button's (pocket-casts' list headers, 5 saves of 2 files of builds 19455 to
/// 23094; centring the line would put it 3 points lower or 4 higher; one 24-point-tall label of a
/// text style, RocketChat's, does stand centred); a label of several lines fills its height, its
/// last baseline a descender above its bottom. Buttons and text fields centre their one line.
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
        let first = (text.centresItsLine ? (height - line) / 2 : 0) + ascent
        return (first, height - first)
    }

    /// Where a horizontal slider's baseline is in its frame: 6 points above its bottom, but no more than 16 below
    /// its top. Beside labels whose baselines the document aligns with theirs, the sliders of the AppKit corpus stand
    /// so (68 of 74 places in 4 projects' histories): those drawn 19, 20 and 21 points tall (Xcode 5 to 11, and small
    /// ones after) 6 above their bottom, those drawn 28 tall (from Xcode 12) 16 below their top.
    static let sliderBaselineAboveBottom = 6.0, sliderBaselineBelowTop = 16.0

    /// The first Xcode (10.2) whose regular rounded pop-up buttons and help buttons draw their title a point higher:
    /// beside labels, the baselines of pop-ups 25 tall are 17 below their frame's top in 77 of 91 places of earlier
    /// builds (of those 26 tall, as older macOS drew them, in 477 of 530) and 16 in 89 of 101 of builds 14800 to 16999
    /// (Xcode 12.2 draws them larger, `IBAlignmentInsets.bigSurControlsBuild`); those of help buttons 17 in 10 of 10
    /// places of builds 13196 to 14313 (iina's), 16 in 6 of 6 of builds 15705 to 17156.
    static let raisedButtonTitlesBuild = 14_800

    /// The first Xcode (7) whose regular bezelled text fields draw their line a point higher: beside labels, the
    /// baselines of fields 22 tall are 17 below their frame's top in 172 of 173 places of builds 4510 to 7706
    /// (CotEditor's and MacPass's) and 16 in 455 of 468 of builds 8191 to 14490 (6 projects); those of fields 21
    /// tall, as Xcode 10.2 on draws them, 15 in 538 of 538.
    static let raisedFieldTextBuild = 8_000

    /// The first Xcode (10.2) whose regular bezelled text fields are 21 tall: one Xcode stretches to 22 by a height
    /// constraint of its own draws its line where a 21-point one does, 15 below its top, not 16 (Textual's sheets and
    /// preferences, build 17506, CotEditor's of builds 14868 to 16096, Safe Exam Browser's network preferences: 65
    /// views of all the samples and histories move onto Xcode's frames, 3 off, 2 of them beside CotEditor's field with a
    /// custom centring cell). Before it, a field 22 tall draws its line at 16 however tall it is made: so giving it 15
    /// would move 201 views of CotEditor's history off.
    static let shorterFieldsBuild = 14_800

    /// The first Xcode (11) whose small bezelled text fields draw their line a point lower: beside labels, the
    /// baselines of small fields 19 tall are 13 below their frame's top in 235 of 237 places of builds 9531 to
    /// 14868 (4 projects) and 14 in 141 of 143 of builds 15705 to 23090 (the same 4). Over the AppKit histories 93
    /// views of 3 projects move onto Xcode's frames, 4 off (two saves of iina of builds 14306 and 14490 that have 14).
    /// No document of builds 14869 to 15704 tells nearer where the change is.
    static let loweredSmallFieldTextBuild = 15_000

    /// The baselines of an AppKit control (`alignmentInsets` its frame reaches beyond what it aligns), measured
    /// from what it aligns; `nil` for one without text. A label of one line draws the line at its frame's bottom: its
    /// first baseline is its font's ascender, rounded up to a whole point, below the top of the line (the ascender
    /// and descender, rounded up: 16 points at 13), so a 13-point label drawn 17 tall, as Xcode 5 to 9 sized them,
    /// has it 14 below its frame's top and one drawn 16 tall 13. Beside 11-point labels 14 tall, 13-point labels 17
    /// tall stand their baselines a point further below their top than 16-tall ones (137 of 137 places, CotEditor's,
    /// iina's and transmission's), and check boxes stand 3 points above the small label's top in every Xcode before
    /// 26 (58 places), as they do beside 16-tall labels. A label that wraps has its first baseline an ascender below
    /// its top, its last a descender above its bottom. Other controls draw their line lower in their frame by how
    /// they draw it. What the frames Xcode stored around the
    /// 377 baseline constraints of the AppKit corpus show (only baselines are related to baselines there, so
    /// these are distances below a label's baseline, in the label's font):
    /// - a bezelled field 2, and 3 when drawn 22 tall (4 before Xcode 7, `raisedFieldTextBuild`), a small one 3 (2
    ///   before Xcode 11, `loweredSmallFieldTextBuild`);
    /// - a rounded push button 6 (131 of 131 places, every Xcode; a regular one 4 from Xcode 26), a small one 5 (20 of
    ///   20), 6 when drawn 28 tall, as macOS 10 drew it (42 of 47);
    /// - a pop-up button 2 from Xcode 12.2, 3 before and 4 before Xcode 10.2 (`raisedButtonTitlesBuild`; a small one 3, a
    ///   round-rect one 1; one drawn without a border from Xcode 12.2 0, its title where a label's is: QLMarkdown's
    ///   small pop-up beside another's baseline and CotEditor's small square ones beside fields', 8 views of the
    ///   histories onto Xcode's frames, none off);
    /// - a segmented control or switch 4 (a mini switch -2, its baseline 11 below its top, before Xcode 26);
    /// - a textured rounded button 1 (PostgresApp's grid of labels and small buttons, build 23094, and a MacPass window:
    ///   16 views of all the samples and histories move onto Xcode's frames, none off);
    /// - a help button 3 (4 before Xcode 10.2, `raisedButtonTitlesBuild`: 16 views of iina's history onto Xcode's
    ///   frames, none off; and 4 from Xcode 26: beside a label, and beside a regular push button of its height, in 4
    ///   of NetNewsWire's windows of build 24765: 8 views onto Xcode's frames of the documents saved by Xcode 26, none
    ///   off);
    /// - a check box or radio button 1 before Xcode 26 (797 of 814 check boxes 18 tall, 332 of 332 radio buttons, in
    ///   every Xcode) and 0 from it, and a regular one drawn taller than 18 points before Xcode 26 as much lower
    ///   again: its title keeps its place above the frame's bottom
    ///   (radio buttons 19 tall 14 below their top in 10 of 10 places, CotEditor's; check boxes 19 and 20 tall 15
    ///   in 5 of 5, beside 11- and 13-point labels; over the AppKit histories 226 views move onto Xcode's frames,
    ///   none off);
    /// - a colour well 6; a horizontal slider's is placed in its frame (`sliderBaselineAboveBottom`).
    ///
    /// These eras are the projects' git histories'. Measured beside labels drawn from their top, check boxes had
    /// seemed to draw their title a point lower from Xcode 10.2 and push buttons from Xcode 12: those eras were the
    /// 17-tall labels of older documents. With labels' lines at their bottom and the drops above, 317 views of the
    /// AppKit histories move onto Xcode's frames and 23 off (among them iina's help buttons of builds 13196 to 14113
    /// and round-rect buttons of 14306 to 14490, now a point high), and in the current documents 7 on and 1 off.
    /// Beside labels:
    /// - round-rect pop-up buttons' (`roundedRect`, all small and 17 tall) 12, a drop of 1 below their 11-point
    ///   font's ascender, in 187 of 264 places of iina's and transmission's (builds 9531 to 23086; 11 in the 67
    ///   others, of builds 19455 to 20037, where some saves have 12): over the AppKit histories 90 views move onto
    ///   Xcode's frames with 1 rather than a small pop-up's 3, none off.
    ///
    /// Large controls as macOS 11 to 15 drew them, beside labels in Aerial's and 3 other projects' documents of
    /// builds 19529 to 23504: a push button's or pop-up's line 10 below its frame's top (27 places), a check box's
    /// or radio button's 2.5 (8), a bezelled field's 3 (11). A date picker's is 1 (4 places, all large; a regular
    /// one is taken to draw its line where a large one does).
    static func appKitOffsets(of view: IBView, frame: LayoutRect, alignmentInsets: EdgeInsets, build: Int)
        -> (firstFromTop: Double, lastFromBottom: Double)?
    {
        let cell = view.appKitCell
        let small = cell.controlSize == "small"
        let isLabel = view.element == "textField" && cell.borderStyle == nil
        // A large control as macOS 11 to 15 drew it: its line 4 points lower than a regular one's, in a frame 8 taller.
        let largeBeforeXcode26 = cell.controlSize == "large" && build < IBAlignmentInsets.flushAppKitControlsBuild
        let alignedHeight = frame.height - alignmentInsets.top - alignmentInsets.bottom
        // A regular text field or pop-up button Xcode 26 drew at its own height draws its line 4 points lower than in the
        // 21-point field and 22-point pop-up before it (beside labels in NetNewsWire's, CotEditor's and Rectangle's windows
        // of builds 24127 to 24765: 25 fields' and 42 pop-ups' baselines 17 below their top); one of the older height,
        // which an older macOS drew, keeps the older line.
        let drawnAtXcode26Height = build >= IBAlignmentInsets.flushAppKitControlsBuild
            && abs(alignedHeight - IBControlsDrawing.xcode26RegularHeight) < 0.5
        if view.element == "slider" {
            guard frame.width >= frame.height else { return nil }
            let first = min(frame.height - Self.sliderBaselineAboveBottom, Self.sliderBaselineBelowTop) - alignmentInsets.top
            return (first, alignedHeight - first)
        }
        let drop: Double
        switch view.element {
        // A label's line sits at its frame's bottom (`labelSlack` below).
        case "textField" where isLabel: drop = 0
        case "textField", "secureTextField", "comboBox", "tokenField", "searchField":
            if small {
                drop = build < Self.loweredSmallFieldTextBuild ? 2 : 3
            } else if drawnAtXcode26Height {
                drop = 4
            } else {
                // Drawn 22 tall, as older macOS drew a regular one, it draws its line a point lower; stretched to 22 by its
                // own height from Xcode 10.2 (`shorterFieldsBuild`), it keeps the line of its 21 points.
                let stretchedTo22 = build >= Self.shorterFieldsBuild && view.ownHeight != nil
                let drawn22Tall = !largeBeforeXcode26 && abs(frame.height - 22) < 0.5 && !stretchedTo22
                drop = (largeBeforeXcode26 || build < Self.raisedFieldTextBuild ? 3 : 2) + (drawn22Tall ? 1 : 0)
            }
        case "button":
            switch (cell.type ?? "push", cell.bezelStyle) {
            case ("push", "rounded"?):
                let flushRegular = build >= IBAlignmentInsets.flushAppKitControlsBuild && cell.controlSize == "regular"
                let drawn28Tall = abs(frame.height - 28) < 0.5
                drop = small && !drawn28Tall ? 5 : flushRegular ? 4 : largeBeforeXcode26 ? 10 : 6
            case ("check", _), ("radio", _):
                if largeBeforeXcode26 {
                    drop = 2.5
                } else {
                    let drawnFlush = build >= IBAlignmentInsets.flushAppKitControlsBuild
                    let belowAscender: Double = drawnFlush ? 0 : 1
                    // Drawn taller than 18, its title keeps its place above the frame's bottom.
                    let drawnTaller = cell.controlSize == "regular" && !drawnFlush ? max(0, frame.height - 18) : 0
                    drop = belowAscender + drawnTaller
                }
            case (_, "helpButton"?): drop = build < Self.raisedButtonTitlesBuild || build >= IBAlignmentInsets.flushAppKitControlsBuild ? 4 : 3
            case (_, "texturedRounded"?): drop = 1
            default: drop = 0
            }
        case "popUpButton" where IBAlignmentInsets.drawsBorderlessPopUp(cell, build: build): drop = 0
        case "popUpButton" where largeBeforeXcode26: drop = 10
        case "popUpButton" where cell.bezelStyle == "roundedRect": drop = 1
        case "popUpButton" where cell.bezelStyle == "rounded" && !small && build < Self.raisedButtonTitlesBuild: drop = 4
        case "popUpButton": drop = small || build < IBAlignmentInsets.bigSurControlsBuild ? 3 : drawnAtXcode26Height ? 4 : 2
        // A mini switch's baseline is 11 below its frame's top (CotEditor's, builds 20037 to 22689, beside labels: 62 of
        // 62 places; over the AppKit histories 127 views move onto Xcode's frames, none off).
        case "switch" where cell.controlSize == "mini" && build < IBAlignmentInsets.flushAppKitControlsBuild: drop = -2
        case "segmentedControl", "switch": drop = 4
        case "datePicker": drop = 1
        case "colorWell": drop = 6
        default: return nil
        }
        let size = cell.fontSize ?? 13
        // AppKit lays text out on whole points: the baseline a whole ascender (13 at 13 points) below the top of a line
        // that is the ascender and descender rounded up (16).
        let ascent = (ascender * size).rounded(.up), descent = descender * size
        let wraps = view.element == "textField" && frame.height > 1.5 * (ascent + descent) + drop
        let line = ((ascender + descender) * size).rounded(.up)
        // How much lower a label of one line draws it than at its frame's top.
        let labelSlack = isLabel && !wraps ? max(0, frame.height - line) : 0
        let first = ascent + drop + labelSlack - alignmentInsets.top
        return (first, wraps ? descent : alignedHeight - first)
    }
}
