/// What an AppKit control's cell (`<buttonCell key="cell">`, `<textFieldCell>`, `<popUpButtonCell>`…) and the
/// control's own attributes say about how it draws, which decides how far its frame reaches beyond the
/// rectangle its constraints align: the cell's `type`, `bezelStyle`, `controlSize`, whether a text
/// field has a bezel, an image view's frame style, a slider's and a date picker's style, a box's type and title.
public struct IBAppKitCell: Equatable, Sendable {
    /// A button cell's `type`: `push`, `check`, `radio`, `bevel`…
    public var type: String?
    /// `bezelStyle`: `rounded`, `regularSquare`, `texturedRounded`, `helpButton`, `recessed`…
    public var bezelStyle: String?
    /// `controlSize`: `regular` (where none is written), `small`, `mini`, `large`.
    public var controlSize = "regular"
    /// A text field cell's `borderStyle` (`bezel`, `border`, `line`), `nil` for a borderless one.
    public var borderStyle: String?
    /// Whether a text field cell fills its background (`drawsBackground`).
    public var drawsBackground = false
    /// An image cell's `imageFrameStyle` (`grayBezel`, `groove`, `button`, `photo`).
    public var imageFrameStyle: String?
    /// A box's `boxType` (`separator`, `custom`; `nil` is the primary box).
    public var boxType: String?
    /// A tab view's `type` (`noTabsNoBorder`, `noTabsBezelBorder`, …; `nil` is tabs on top, in a bezel).
    public var tabViewType: String?
    /// A slider cell's `sliderType` (`circular`; `nil` is the linear bar).
    public var sliderType: String?
    /// A date picker cell's `datePickerStyle` (`textField`, `clockAndCalendar`; `nil` is a text field with a stepper).
    public var datePickerStyle: String?
    /// Whether a box shows its title (`titlePosition` other than `noTitle`).
    public var showsTitle = true
    /// Whether a box draws its border (`borderType` other than `none`).
    public var drawsBorder = true
    /// The point size of the cell's font (`<font key="font">`): its `size`, else its `metaFont`'s
    /// (13 for the system font and most others, 11 for `smallSystem`, 10 for `label`, 9 for `miniSystem`),
    /// else, for a control whose font `usesAppearanceFont`, its size's system font's;
    /// `nil` for a cell without a font.
    public var fontSize: Double?

    /// The point size of AppKit's named fonts, by `metaFont`.
    static func pointSize(ofMetaFont name: String?) -> Double {
        switch name {
        case "smallSystem"?, "smallSystemBold"?, "toolTip"?: return 11
        case "label"?: return 10
        case "miniSystem"?, "miniSystemBold"?: return 9
        default: return 13
        }
    }

    /// The point size of the system font a control of `controlSize` shows (a font that `usesAppearanceFont`).
    static func pointSize(ofControlSize controlSize: String) -> Double {
        switch controlSize {
        case "small": return 11
        case "mini": return 9
        default: return 13
        }
    }

    public init() {}
}
